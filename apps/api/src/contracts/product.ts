import { z } from 'zod';
import { BrandSummary, CardPrices } from './catalog.ts';
import { EditionAlternates, RecordIdParam, StoreQuery, Translations, UserType } from './common.ts';
import { NamedLink } from './listing.ts';

/** Product calls price for a customer type: C client (default), P professional. */
export const ProductQuery = StoreQuery.extend({ user_type: UserType.default('C') });
export type ProductQuery = z.infer<typeof ProductQuery>;

export const ProductIdParams = z.object({ id: RecordIdParam });
export const ProductSlugParams = z.object({ slug: z.string().min(1) });

/** The 301 of a slug the product had before it was renamed: its current one. */
export const MovedProductBody = z.object({
  detail: z.string(),
  code: z.literal('moved'),
  slug: z.string(),
});

/** 100 Principal, 200 Detalle, 300 Ambiente, 400 Croquis, 500 3d, 600 opción. */
export const ProductImage = z.object({
  id: z.number().int(),
  public_id: z.string(),
  type: z.union([100, 200, 300, 400, 500, 600].map((type) => z.literal(type))),
  /** Type 600 pictures show one option. */
  option_id: z.number().int().nullable(),
  /** What the picture shows, in the request's language; empty when staff wrote none. */
  alt: z.string(),
});
export type ProductImage = z.infer<typeof ProductImage>;

/** Either an embeddable iframe_url or a plain video file url. */
export const ProductVideo = z.object({
  id: z.number().int(),
  iframe_url: z.string().nullable(),
  url: z.string().nullable(),
  thumbnail_public_id: z.string().nullable(),
});
export type ProductVideo = z.infer<typeof ProductVideo>;

export const ProductFile = z.object({
  type: z.enum(['data_sheet', 'assembly', 'maintenance']),
  url: z.string(),
  name: z.string(),
});
export type ProductFile = z.infer<typeof ProductFile>;

export const TechnicalDataRow = z.object({ label: z.string(), value: z.string() });
export type TechnicalDataRow = z.infer<typeof TechnicalDataRow>;

/** ISO dates (YYYY-MM-DD) and the 'Entrega entre el 05 de enero y el 09 de enero' wording. */
export const DeliveryPromise = z.object({
  from: z.string(),
  to: z.string(),
  text: z.string(),
});
export type DeliveryPromise = z.infer<typeof DeliveryPromise>;

export const ProductStock = z.object({
  available: z.boolean(),
  quantity: z.number().int(),
  /** When out-of-stock goods arrive again (ISO date), if known. */
  availability_date: z.string().nullable(),
});

export const ProductCollection = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});

export const ProductCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
});

/** The product page (SPEC section 3 Product), priced for the caller's user_type. */
export const ProductDetail = z
  .object({
    id: z.number().int(),
    ref: z.string(),
    name: z.string(),
    slug: z.string(),
    /** The slug plus .html. */
    url: z.string(),
    brand: BrandSummary.nullable(),
    short_description: z.string(),
    /** Plain text; paragraphs separated by a blank line. */
    description: z.string(),
    made_to_measure: z.boolean(),
    images: z.array(ProductImage),
    videos: z.array(ProductVideo),
    files: z.array(ProductFile),
    prices: CardPrices,
    stock: ProductStock,
    delivery_days: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
    /** Worked out for today in Europe/Madrid, business days of the edition. */
    delivery_promise: DeliveryPromise.nullable(),
    collection: ProductCollection.nullable(),
    technical_data: z.array(TechnicalDataRow),
    /** average is 5 while there is no review. */
    rating: z.object({ average: z.number(), count: z.number().int() }),
    /** Home first, the product itself last. */
    breadcrumb: z.array(NamedLink),
    category: ProductCategory.nullable(),
    /** The default variant, if the product has one. */
    variant_id: z.number().int().nullable(),
    seo: z.object({ title: z.string(), description: z.string() }),
    /** The product page in each edition that sells it (hreflang). */
    alternates: EditionAlternates,
    /** The product page in each language of this edition (language switcher). */
    translations: Translations,
    /** Installation can be booked for it here (Spain: the store's facility_available). */
    installation_available: z.boolean(),
  })
  .meta({ id: 'ProductDetail' });
export type ProductDetail = z.infer<typeof ProductDetail>;

/** What the quick-view modal shows. */
export const ProductQuickView = ProductDetail.pick({
  id: true,
  ref: true,
  name: true,
  slug: true,
  url: true,
  brand: true,
  short_description: true,
  made_to_measure: true,
  images: true,
  prices: true,
  stock: true,
  delivery_days: true,
  delivery_promise: true,
  rating: true,
  variant_id: true,
});
export type ProductQuickView = z.infer<typeof ProductQuickView>;

export * from './product-configurator.ts';
export * from './product-price.ts';
export * from './product-installation.ts';
export * from './product-reviews.ts';
