import { z } from 'zod';
import { sortOptions } from '@shop/domain';
import { Brand, CategoryCard, HomeBanner, ProductCard } from './catalog.ts';
import {
  EditionAlternates,
  PageQuery,
  RecordIdListParam,
  RecordIdParam,
  StoreQuery,
  Translations,
  UserType,
} from './common.ts';

/** A link of a breadcrumb or of a search suggestion. */
export const NamedLink = z.object({ name: z.string(), url: z.string() });
export type NamedLink = z.infer<typeof NamedLink>;

export const CategorySeo = z.object({
  title: z.string(),
  description: z.string(),
  /** Plain text; paragraphs are separated by a blank line. */
  text: z.string(),
});
export type CategorySeo = z.infer<typeof CategorySeo>;

export const CategoryAnimation = z.object({
  id: z.number().int(),
  title: z.string(),
  public_id: z.string(),
  url: z.string().nullable(),
  position: z.number().int(),
});
export type CategoryAnimation = z.infer<typeof CategoryAnimation>;

/** A category banner has the shape of a home banner. */
export const CategoryBanner = HomeBanner;
export type CategoryBanner = z.infer<typeof CategoryBanner>;

export const CategoryDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  description: z.string(),
  image_public_id: z.string().nullable(),
  parent: NamedLink.extend({ id: z.number().int(), slug: z.string() }).nullable(),
  /** Home first, the category itself last. */
  breadcrumb: z.array(NamedLink),
  subcategories: z.array(CategoryCard),
  /** What the page shows: the category's own SEO (a filtered URL may replace it, get_seo_link). */
  seo: CategorySeo,
  /** The category's own SEO, kept when a filtered landing replaces `seo`. */
  origin_seo: CategorySeo,
  animations: z.array(CategoryAnimation),
  banners: z.array(CategoryBanner),
  /** The category page in each edition that shows the category (hreflang). */
  alternates: EditionAlternates,
  /** The category page in each language of this edition (language switcher). */
  translations: Translations,
});
export type CategoryDetail = z.infer<typeof CategoryDetail>;

export const CategoryFilterType = z.enum([
  'range',
  'toggle',
  'list',
  'select',
  'color',
  'hiperlink',
]);
export type CategoryFilterType = z.infer<typeof CategoryFilterType>;

export const CategoryFilterOption = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  /** The query value (range filters: the filter slug; toggles: 'true'). */
  slug: z.string(),
  color: z.string().nullable(),
  value_range_min: z.number().int().nullable(),
  value_range_max: z.number().int().nullable(),
  position: z.number().int(),
  hidden: z.boolean(),
  /** Products matching the other active filters plus this option (null where not counted: hiperlink). */
  count: z.number().int().nullable(),
  /** hiperlink options lead to another listing. */
  url: z.string().nullable(),
  /** Whether the current request selects this option. */
  selected: z.boolean(),
});
export type CategoryFilterOption = z.infer<typeof CategoryFilterOption>;

export const CategoryFilter = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  filter_type: CategoryFilterType,
  category_filter_position: z.number().int(),
  options: z.array(CategoryFilterOption),
  /**
   * Range filters: the bounds the products matching the other filters span (price in cents,
   * width in cm) and the bounds the request chose; null for other filter types.
   */
  range: z
    .object({
      min: z.number().int().nullable(),
      max: z.number().int().nullable(),
      selected_min: z.number().int().nullable(),
      selected_max: z.number().int().nullable(),
    })
    .nullable(),
});
export type CategoryFilter = z.infer<typeof CategoryFilter>;

export const SortOption = z.enum(sortOptions);

export const Paginator = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  count: z.number().int(),
  pages: z.number().int(),
  /** A previous page exists (load previous). */
  has_less: z.boolean(),
  /** A next page exists (load more). */
  has_more: z.boolean(),
  less_page: z.number().int().nullable(),
  more_page: z.number().int().nullable(),
});
export type Paginator = z.infer<typeof Paginator>;

export const Ordering = z.object({
  options: z.array(z.object({ value: SortOption, label: z.string() })),
  selected: SortOption,
});
export type Ordering = z.infer<typeof Ordering>;

/**
 * Query of weblist_by_category. Filters travel as extra parameters named by the filter slug
 * (list/color/select/hiperlink: option slugs, comma-separated; toggle: 'true'; range:
 * `<slug>_min` / `<slug>_max`); they are read against the category's filters.
 */
export const WeblistByCategoryQuery = StoreQuery.extend(PageQuery.shape).extend({
  sort: SortOption.default('best_seller'),
  user_type: UserType.default('C'),
  q: z.string().trim().max(200).optional(),
});
export type WeblistByCategoryQuery = z.infer<typeof WeblistByCategoryQuery>;

export const WeblistByCategory = z.object({
  results: z.array(ProductCard),
  paginator: Paginator,
  filters: z.array(CategoryFilter),
  ordering: Ordering,
});
export type WeblistByCategory = z.infer<typeof WeblistByCategory>;

export const SearchSuggestions = z.object({
  query: z.string(),
  /** At most 6. */
  products: z.array(ProductCard),
  categories: z.array(NamedLink),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;

/** weblist_products: cards by ids (comma-separated) or by a search query `q`. */
export const WeblistProductsQuery = StoreQuery.extend(PageQuery.shape).extend({
  ids: RecordIdListParam.optional(),
  q: z.string().trim().max(200).optional(),
  /** The products of one brand, best sellers first (the brand page). */
  brand_id: RecordIdParam.optional(),
  user_type: UserType.default('C'),
});
export type WeblistProductsQuery = z.infer<typeof WeblistProductsQuery>;

export const CategoryHighlightLink = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  image_public_id: z.string().nullable(),
  position: z.number().int(),
});
export type CategoryHighlightLink = z.infer<typeof CategoryHighlightLink>;

export const SeoLinkRequest = z.object({ url: z.string().min(1).max(2000) });
export const SeoLink = z.object({
  /** The URL without tracking parameters. */
  canonical: z.string(),
  /** Whether this filtered URL has its own SEO landing. */
  has_seo_link: z.boolean(),
  title: z.string().nullable(),
  seo: CategorySeo.nullable(),
  category_id: z.number().int().nullable(),
});
export type SeoLink = z.infer<typeof SeoLink>;

export const BrandCollection = z.object({
  id: z.number().int(),
  brand_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image_public_id: z.string().nullable(),
  position: z.number().int(),
});
export type BrandCollection = z.infer<typeof BrandCollection>;

export const BrandBanner = z.object({
  id: z.number().int(),
  brand_id: z.number().int(),
  title: z.string(),
  text: z.string(),
  url: z.string(),
  image_public_id: z.string(),
  position: z.number().int(),
});
export type BrandBanner = z.infer<typeof BrandBanner>;

export const BrandStoreCategory = CategoryCard.extend({
  brand_id: z.number().int(),
  position: z.number().int(),
});
export type BrandStoreCategory = z.infer<typeof BrandStoreCategory>;

export const BrandDetail = Brand.extend({
  collections: z.array(BrandCollection),
  banners: z.array(BrandBanner),
  categories: z.array(BrandStoreCategory),
  product_count: z.number().int(),
});
export type BrandDetail = z.infer<typeof BrandDetail>;

/** suppliers/sitemap: one entry per active brand, for the sitemap. */
export const SupplierSitemapEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
});
export type SupplierSitemapEntry = z.infer<typeof SupplierSitemapEntry>;

/** Filter of the brand lists by brand (optional: all brands when absent). */
export const BrandListQuery = StoreQuery.extend(PageQuery.shape).extend({
  brand_id: RecordIdParam.optional(),
});
export type BrandListQuery = z.infer<typeof BrandListQuery>;

/** A string first, so that a missing id reads 'required' rather than 'not a number'. */
const CategoryId = z.string().pipe(RecordIdParam);
export const CategoryIdQuery = StoreQuery.extend({ category_id: CategoryId });
export const CategoryIdListQuery = CategoryIdQuery.extend(PageQuery.shape);

/** store-offers, store-novelties, best_sellers. */
export const ProductListQuery = StoreQuery.extend(PageQuery.shape).extend({
  user_type: UserType.default('C'),
});
