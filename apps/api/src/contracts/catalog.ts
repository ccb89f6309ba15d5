import { z } from 'zod';
import { Cents } from './common.ts';

/** Menu item of SPEC section 3: nested up to three levels. web_url is a path of the web shop. */
export const MenuItem = z
  .object({
    id: z.number().int(),
    web_name: z.string(),
    web_url: z.string(),
    icon_cld_public_id: z.string().nullable(),
    image_cld_public_id: z.string().nullable(),
    get sub_items() {
      return z.array(MenuItem);
    },
  })
  .meta({ id: 'MenuItem' });
export type MenuItem = z.infer<typeof MenuItem>;
export const MenuType = z.enum(['main', 'footer']);
export type MenuType = z.infer<typeof MenuType>;

export const BrandSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});

export type BrandSummary = z.infer<typeof BrandSummary>;

export const Brand = BrandSummary.extend({
  url: z.string(),
  logo_public_id: z.string().nullable(),
  description: z.string(),
});
export type Brand = z.infer<typeof Brand>;

export const CategoryCard = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  image_public_id: z.string().nullable(),
  description: z.string(),
});
export type CategoryCard = z.infer<typeof CategoryCard>;

/** Prices for the caller's customer type; pvp_old is the crossed-out price of an offer. */
/**
 * The lowest price the product can be bought at, and that configuration's price before an
 * offer; `from`: other options cost more, so the price reads "from".
 */
export const CardPrices = z.object({ pvp: Cents, pvp_old: Cents.nullable(), from: z.boolean() });

export const ProductCard = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Product pages are the slug plus .html. */
  url: z.string(),
  ref: z.string(),
  brand: BrandSummary.nullable(),
  image_public_id: z.string().nullable(),
  prices: CardPrices,
  made_to_measure: z.boolean(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  delivery_days: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type ProductCard = z.infer<typeof ProductCard>;

export const HomeSlider = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  cta_label: z.string(),
  url: z.string(),
  image_public_id: z.string(),
  position: z.number().int(),
});
export type HomeSlider = z.infer<typeof HomeSlider>;

export const HomeBanner = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  url: z.string(),
  image_public_id: z.string(),
  position: z.number().int(),
});
export type HomeBanner = z.infer<typeof HomeBanner>;

/** The home's sliders and banners with one the staff preview among those on show. */
export const HomePreview = z.object({ sliders: z.array(HomeSlider), banners: z.array(HomeBanner) });
export type HomePreview = z.infer<typeof HomePreview>;

/** Plain text; paragraphs are separated by a blank line (no HTML crosses the api). */
export const HomeSeoText = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
});
export type HomeSeoText = z.infer<typeof HomeSeoText>;
