import type { PageQuery } from '../../../contracts/common.ts';
import type { Paginator } from '../../../contracts/listing.ts';
import type { PageWindow } from '../../../lists/paged-list.ts';
import { ApiError } from '../../../plugins/api-error.ts';

export function pageWindow({ page, page_size }: PageQuery): PageWindow {
  return page_size === -1
    ? { limit: undefined, offset: 0 }
    : { limit: page_size, offset: (page - 1) * page_size };
}

/**
 * The category page's paginator (SPEC: paged both ways, load previous and load more). Like the
 * paged lists, a page past the last is a 404; page 1 of an empty listing is just empty.
 */
export function paginator({ page, page_size }: PageQuery, count: number): Paginator {
  const pages = page_size === -1 ? 1 : Math.max(1, Math.ceil(count / page_size));
  if (page > pages) throw ApiError.notFound('api.invalidPage');
  return {
    page,
    page_size: page_size === -1 ? count : page_size,
    count,
    pages,
    has_less: page > 1,
    has_more: page < pages,
    less_page: page > 1 ? page - 1 : null,
    more_page: page < pages ? page + 1 : null,
  };
}
