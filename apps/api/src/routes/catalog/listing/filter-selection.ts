import type { CategoryFilterType } from '../../../contracts/listing.ts';
import { ApiError } from '../../../plugins/api-error.ts';

/** One option of a category filter as the listing reads it. */
export type FilterOptionRow = {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  color: string | null;
  value_range_min: number | null;
  value_range_max: number | null;
  position: number;
  hidden: boolean;
  url: string | null;
  attributeOptionId: number | null;
  /** hiperlink options: the category they lead to. */
  linkedCategoryId: number | null;
};

export type FilterRow = {
  id: number;
  name: string;
  slug: string;
  filter_type: CategoryFilterType;
  position: number;
  attributeId: number | null;
  options: FilterOptionRow[];
};

/** What the request asks of one filter. */
export type ActiveFilter =
  | { filter: FilterRow; kind: 'options'; options: FilterOptionRow[] }
  | { filter: FilterRow; kind: 'toggle' }
  | { filter: FilterRow; kind: 'range'; min: number | null; max: number | null };

const nonNegativeInteger = /^\d{1,9}$/;

function rangeBound(params: URLSearchParams, key: string): number | null {
  const value = params.get(key);
  if (value === null || value === '') return null;
  if (!nonNegativeInteger.test(value.trim())) throw ApiError.badRequest(key, 'api.invalidValue');
  return Number(value.trim());
}

function readFilter(filter: FilterRow, params: URLSearchParams): ActiveFilter | undefined {
  if (filter.filter_type === 'range') {
    const min = rangeBound(params, `${filter.slug}_min`);
    const max = rangeBound(params, `${filter.slug}_max`);
    if (min !== null && max !== null && min > max) {
      throw ApiError.badRequest(`${filter.slug}_max`, 'api.minValue', { minimum: min });
    }
    return min === null && max === null ? undefined : { filter, kind: 'range', min, max };
  }
  const value = params.get(filter.slug)?.trim();
  if (value === undefined || value === '') return undefined;
  if (filter.filter_type === 'toggle') {
    if (value === 'false') return undefined;
    if (value === 'true') return { filter, kind: 'toggle' };
    throw ApiError.badRequest(filter.slug, 'api.invalidChoice', { value, allowed: 'true, false' });
  }
  const slugs = [...new Set(value.split(',').map((slug) => slug.trim()))];
  const options = slugs.map((slug) => {
    const option = filter.options.find((candidate) => candidate.slug === slug);
    if (option) return option;
    throw ApiError.badRequest(filter.slug, 'api.invalidChoice', {
      value: slug,
      allowed: filter.options.map((candidate) => candidate.slug).join(', '),
    });
  });
  return { filter, kind: 'options', options };
}

/**
 * The category's filters the request sets, parameter by filter slug (SPEC: list, colour and
 * hiperlink take option slugs, comma-separated; toggle 'true'; range `<slug>_min`/`<slug>_max`).
 * Parameters that name no filter of this category are ignored (a link may carry other ones).
 */
export function readFilterSelection(filters: FilterRow[], params: URLSearchParams): ActiveFilter[] {
  return filters.flatMap((filter) => readFilter(filter, params) ?? []);
}
