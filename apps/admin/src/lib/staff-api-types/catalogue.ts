/** Products, their configurator, photos and CSV sheets (/admin/v1/products/). */
import type { StoreCode } from '@shop/domain';

/** A product's texts in one language (contracts/staff-products.ts). */
export interface ProductTexts {
  name: string;
  slug: string;
  short_description: string;
  description: string;
  seo_title: string;
  seo_description: string;
}

interface EditionPrices {
  client: number;
  professional: number;
}

/** GET /admin/v1/products/:id/. */
export interface StaffProduct {
  id: number;
  ref: string;
  kind: string;
  brand_id: number | null;
  delivery_days_min: number;
  delivery_days_max: number;
  made_to_measure: boolean;
  measure_total_max_cm: number | null;
  measures: { attribute_id: number; range_min_cm: number; range_max_cm: number }[];
  is_active: boolean;
  translations: Record<'es' | 'fr', ProductTexts | null>;
  category_ids: number[];
  complement_ids: number[];
  technical_data: { label: Record<'es' | 'fr', string>; value: Record<'es' | 'fr', string> }[];
  published: Record<StoreCode, boolean>;
  prices: Record<StoreCode, EditionPrices | null>;
  updated_at: string;
}

/** A variant of a product (GET /admin/v1/products/:id/configurator/). */
export interface StaffVariant {
  id: number;
  ref: string;
  option_ids: number[];
  is_default: boolean;
  is_published: boolean;
  has_orders: boolean;
  prices: Record<StoreCode, EditionPrices | null>;
}

/** One option group of a product's configurator, names in both languages. */
export interface StaffOptionGroup {
  attribute_id: number;
  slug: string;
  field_type: string;
  name: Record<'es' | 'fr', string>;
  required: boolean;
  options: {
    option_id: number;
    slug: string;
    name: Record<'es' | 'fr', string>;
    price: number | null;
    base_price: number;
    is_default: boolean;
  }[];
}

/** GET /admin/v1/products/:id/configurator/. */
export interface StaffProductConfigurator {
  ref: string;
  groups: StaffOptionGroup[];
  variants: StaffVariant[];
  attributes: { id: number; slug: string; name: string; field_type: string }[];
}

/** A row of GET /admin/v1/products/. */
export interface StaffProductRow {
  id: number;
  ref: string;
  name: string;
  brand: string | null;
  made_to_measure: boolean;
  is_active: boolean;
  published: Record<StoreCode, boolean>;
  updated_at: string;
}

interface Choice {
  id: number;
  name: string;
}

/** GET /admin/v1/products/choices/. */
export interface ProductFormChoices {
  brands: Choice[];
  categories: Choice[];
  complements: (Choice & { ref: string })[];
  measures: (Choice & { slug: string })[];
  kinds: string[];
}

/** A picture of GET /admin/v1/products/:id/images/ (the storefront's order). */
export interface StaffProductPhoto {
  id: number;
  public_id: string;
  /** 100 principal, 200 detail, 300 ambience, 400 sketch, 500 3d, 600 option. */
  type: 100 | 200 | 300 | 400 | 500 | 600;
  option_id: number | null;
  alt: Record<'es' | 'fr', string>;
  uploaded: boolean;
}

/** A products or prices CSV import: each row's outcome (dry run) or what was applied. */
export interface SheetImportRow {
  line: number;
  ref: string;
  variant_ref: string | null;
  store: string | null;
  status: 'unchanged' | 'changed' | 'new' | 'refused';
  changes: { column: string; before: string; after: string }[];
  refusals: { column: string | null; message: string }[];
}

export interface SheetImportAnswer {
  applied: boolean;
  token: string;
  counts: Record<SheetImportRow['status'], number>;
  rows: SheetImportRow[];
}
