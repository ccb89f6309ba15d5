/**
 * A list screen's address is its filter: the screen reads the filters it knows from the URL,
 * passes them to the api as they are (the api answers a bad value with a 400) and builds its
 * page links from them, so a filtered page can be bookmarked, shared and reloaded.
 */

/** The filters of `names` the URL asks for, trimmed; empty ones are left out. */
export function listSearch(request: Request, names: readonly string[]): URLSearchParams {
  const asked = new URL(request.url).searchParams;
  const search = new URLSearchParams();
  for (const name of names) {
    const value = asked.get(name)?.trim();
    if (value) search.set(name, value);
  }
  return search;
}

/** The api query of one page of the list: the screen's filters and its page size. */
export function listQuery(search: URLSearchParams, pageSize: number): URLSearchParams {
  const query = new URLSearchParams(search);
  query.set('page_size', String(pageSize));
  return query;
}

/** The page the list shows, how many there are and the address of any other one. */
export function listPages(
  path: string,
  search: URLSearchParams,
  count: number,
  pageSize: number,
): { page: number; pages: number; linkTo: (page: number) => string } {
  return {
    page: Number(search.get('page') ?? 1),
    pages: Math.max(1, Math.ceil(count / pageSize)),
    linkTo: (page) => {
      const next = new URLSearchParams(search);
      next.set('page', String(page));
      return `${path}?${next}`;
    },
  };
}
