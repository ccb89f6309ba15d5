import type { FastifyRequest } from 'fastify';
import type { List, PageQuery } from '../contracts/common.ts';
import { ApiError } from '../plugins/api-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_API_URL: the api's address as clients see it, for next/previous links. */
    publicApiUrl: string | undefined;
  }
}

/** The rows of one page; `limit` is undefined when the caller asked for every row (page_size=-1). */
export type PageWindow = { limit: number | undefined; offset: number };

/** One page of results and the count of the whole list. */
export type PageRead<Item> = (window: PageWindow) => Promise<{ count: number; results: Item[] }>;

/**
 * A list too big to count exactly: `countCapped` says more than `count` items match (the
 * count stops past the page, so the page is always within it).
 */
export type CappedPageRead<Item> = (
  window: PageWindow,
) => Promise<{ count: number; results: Item[]; countCapped: boolean }>;

/** Only parses the request's path and query; its host is never part of a link. */
const parsingBase = 'http://api.invalid';

/**
 * The link to another page of the list: under PUBLIC_API_URL when it is set, else relative to
 * the api's root. Never from the request's Host (or X-Forwarded-Host): any client may send
 * one, and an answer kept by the api's answer cache or a CDN would hand its links to everyone.
 */
function pageUrl(request: FastifyRequest, page: number) {
  const url = new URL(request.url, parsingBase);
  // Like Django REST: the link to the first page carries no page parameter.
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  const link = `${url.pathname}${url.search}`;
  const publicApiUrl = request.server.publicApiUrl?.replace(/\/$/, '');
  return publicApiUrl === undefined ? link : `${publicApiUrl}${link}`;
}

/**
 * `{count, next, previous, results}` the Django REST way: a page past the last is a 404
 * (page 1 of an empty list is just empty); next/previous keep every other query parameter.
 * A capped count adds `count_capped: true` and always a next page: more items match.
 */
export async function pagedList<Item>(
  request: FastifyRequest,
  query: PageQuery,
  read: CappedPageRead<Item>,
): Promise<List<Item> & { count_capped: boolean }>;
export async function pagedList<Item>(
  request: FastifyRequest,
  query: PageQuery,
  read: PageRead<Item>,
): Promise<List<Item>>;
export async function pagedList<Item>(
  request: FastifyRequest,
  query: PageQuery,
  read: (
    window: PageWindow,
  ) => Promise<{ count: number; results: Item[]; countCapped?: boolean | undefined }>,
): Promise<List<Item> & { count_capped?: boolean }> {
  const all = query.page_size === -1;
  const limit = all ? undefined : query.page_size;
  const { count, results, countCapped } = await read({
    limit,
    offset: all ? 0 : (query.page - 1) * query.page_size,
  });
  const capped = countCapped === undefined ? {} : { count_capped: countCapped };
  if (limit === undefined) return { count, ...capped, next: null, previous: null, results };
  const lastPage = Math.max(1, Math.ceil(count / limit));
  if (query.page > lastPage) throw ApiError.notFound('api.invalidPage');
  return {
    count,
    ...capped,
    next: query.page < lastPage || countCapped === true ? pageUrl(request, query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(request, query.page - 1) : null,
    results,
  };
}

/** A list already in memory (a menu tree built from one query) paged like a table. */
export function inMemory<Item>(items: Item[]): PageRead<Item> {
  return async ({ limit, offset }) => ({
    count: items.length,
    results: items.slice(offset, limit === undefined ? undefined : offset + limit),
  });
}
