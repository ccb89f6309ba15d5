/** Prices and bulk price changes (/admin/v1/prices/). */
import type { StoreCode } from '@shop/domain';
import type { Paged } from './common.ts';

export interface PricedProduct {
  id: number;
  ref: string;
  name: string;
  brand: string | null;
  made_to_measure: boolean;
  client_pvp: Record<StoreCode, number | null>;
}

export interface PriceFilterOptions {
  categories: { id: number; name: string }[];
  brands: { id: number; name: string }[];
}

export interface PriceRow {
  variant_id: number | null;
  variant_ref: string | null;
  store: StoreCode;
  currency: string;
  client_pvp: number | null;
  client_pvp_old: number | null;
  professional_pvp: number | null;
  professional_pvp_old: number | null;
}

export interface ProductPrices {
  product: { id: number; ref: string; name: string };
  rows: PriceRow[];
}

export interface PriceChangeEntry {
  id: number;
  variant_id: number | null;
  variant_ref: string | null;
  store: StoreCode;
  customer_type: 'C' | 'P';
  kind: 'price' | 'old_price';
  old_value: number | null;
  new_value: number | null;
  staff_name: string;
  bulk_change_id: string | null;
  at: string;
}

export interface BulkPriceRow {
  product_id: number;
  product_ref: string;
  product_name: string;
  variant_id: number | null;
  variant_ref: string | null;
  store: StoreCode;
  customer_type: 'C' | 'P';
  old_pvp: number;
  new_pvp: number;
  old_pvp_old: number | null;
  new_pvp_old: number | null;
}

export interface BulkPricePreview extends Paged<BulkPriceRow> {
  token: string;
  products: number;
}

export interface BulkPriceApplied {
  bulk_change_id: string;
  changed: number;
  products: number;
}
