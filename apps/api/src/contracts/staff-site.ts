import { z } from 'zod';
import { Language, RecordId, RecordIdParam, StoreCode } from './common.ts';
import { MenuType } from './catalog.ts';
import { StaffQuery } from './staff.ts';

/**
 * The storefront's frame as the staff edit it (routes/staff/site-routes.ts, issue 16): the
 * three-level menus, the home's sliders and banners and its SEO texts, per edition and the
 * language they are written in (`content_language`; `language` is the staff member's).
 */

const required = { error: 'api.required' } as const;
const requiredText = (max: number) => z.string(required).trim().min(1, required).max(max);

/**
 * A link of the shop: a path on the storefront ('/mamparas-de-ducha', '/cms/aviso-legal?x=1'),
 * never another site, a protocol-relative '//host' or a script. The web prefixes the language.
 */
export const ShopPath = z
  .string(required)
  .trim()
  .min(1, required)
  .max(500)
  .regex(/^\/(?![/\\])[^\s\\<>"]*$/, { error: 'staffSiteApi.invalidLink' });

/** An image of the image service ('sliders/1', 'banners/verano-2026.jpg'). */
export const ImageReference = requiredText(200).regex(/^[a-z0-9][a-z0-9/_.-]*$/i, {
  error: 'staffSiteApi.invalidImage',
});

export const EditionQuery = StaffQuery.extend({
  store: StoreCode.default('ESSM'),
  content_language: Language.default('es'),
});
export type EditionQuery = z.infer<typeof EditionQuery>;

export const MenuQuery = EditionQuery.extend({ menu_type: MenuType.default('main') });
export type MenuQuery = z.infer<typeof MenuQuery>;

export const ItemParams = z.object({ id: RecordIdParam });

/** One item of the tree: its children follow it in `sub_items`, by position. */
export const StaffMenuItem = z
  .object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    level: z.number().int(),
    position: z.number().int(),
    web_name: z.string(),
    web_url: z.string(),
    get sub_items() {
      return z.array(StaffMenuItem);
    },
  })
  .meta({ id: 'StaffMenuItem' });
export type StaffMenuItem = z.infer<typeof StaffMenuItem>;

export const StaffMenu = z.object({
  store: StoreCode,
  content_language: Language,
  menu_type: MenuType,
  items: z.array(StaffMenuItem),
});
export type StaffMenu = z.infer<typeof StaffMenu>;

/** A new item, last among its siblings; without parent it opens a first-level entry. */
export const MenuItemCreate = z.object({
  store: StoreCode,
  content_language: Language,
  menu_type: MenuType,
  parent_id: RecordId.nullable().default(null),
  web_name: requiredText(120),
  web_url: ShopPath,
});
export type MenuItemCreate = z.infer<typeof MenuItemCreate>;

/** Rename, relink, or move among its siblings (`position`, 0 first; past the end: last). */
export const MenuItemUpdate = z.object({
  web_name: requiredText(120),
  web_url: ShopPath,
  position: z.number().int().min(0).max(1_000),
});
export type MenuItemUpdate = z.infer<typeof MenuItemUpdate>;

export const homeSlideKinds = ['sliders', 'banners'] as const;
export const HomeSlideKind = z.enum(homeSlideKinds);
export type HomeSlideKind = z.infer<typeof HomeSlideKind>;

export const HomeSlideListParams = z.object({ kind: HomeSlideKind });
export const HomeSlideParams = z.object({ kind: HomeSlideKind, id: RecordIdParam });

/**
 * A slider or a banner of the home. Sliders have a subtitle and a button label; banners a text
 * (in `subtitle`) and no button. `is_active` is the published flag; the dates bound its showing.
 */
export const StaffHomeSlide = z.object({
  id: z.number().int(),
  kind: HomeSlideKind,
  store: StoreCode,
  content_language: Language,
  title: z.string(),
  subtitle: z.string(),
  cta_label: z.string(),
  url: z.string(),
  image_public_id: z.string(),
  position: z.number().int(),
  is_active: z.boolean(),
  starts_at: z.iso.datetime().nullable(),
  ends_at: z.iso.datetime().nullable(),
  /** Published and within its dates now: the home shows it. */
  on_show: z.boolean(),
});
export type StaffHomeSlide = z.infer<typeof StaffHomeSlide>;

/** A slider or banner as the form sends it, whole (create and update alike). */
export const HomeSlideInput = z.object({
  store: StoreCode,
  content_language: Language,
  title: requiredText(200),
  subtitle: z.string().trim().max(500).default(''),
  /** Sliders only (required there); banners ignore it. */
  cta_label: z.string().trim().max(60).default(''),
  url: ShopPath,
  image_public_id: ImageReference,
  position: z.number().int().min(0).max(1_000).default(0),
  is_active: z.boolean().default(true),
  starts_at: z.iso.datetime({ offset: true }).nullable().default(null),
  ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type HomeSlideInput = z.infer<typeof HomeSlideInput>;

/** An SEO text at the foot of the home: a title and plain paragraphs. */
export const StaffSeoText = z.object({
  id: z.number().int(),
  store: StoreCode,
  content_language: Language,
  title: z.string(),
  content: z.string(),
  position: z.number().int(),
});
export type StaffSeoText = z.infer<typeof StaffSeoText>;

export const SeoTextInput = z.object({
  title: requiredText(200),
  content: requiredText(20_000),
  position: z.number().int().min(0).max(1_000).default(0),
});
export type SeoTextInput = z.infer<typeof SeoTextInput>;

/** A category's SEO in one language (category pages: title, meta description, text at the foot). */
export const StaffCategorySeo = z.object({
  id: z.number().int(),
  content_language: Language,
  name: z.string(),
  slug: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  seo_text: z.string(),
});
export type StaffCategorySeo = z.infer<typeof StaffCategorySeo>;

export const LanguageQuery = StaffQuery.extend({ content_language: Language.default('es') });
export type LanguageQuery = z.infer<typeof LanguageQuery>;

export const CategorySeoInput = z.object({
  content_language: Language,
  seo_title: z.string().trim().max(200).default(''),
  seo_description: z.string().trim().max(400).default(''),
  seo_text: z.string().trim().max(20_000).default(''),
});
export type CategorySeoInput = z.infer<typeof CategorySeoInput>;
