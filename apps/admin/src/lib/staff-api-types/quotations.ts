/** Staff quotations (/admin/v1/quotations/). */
import type { StoreCode } from '@shop/domain';

/** A line of a staff quotation (GET /admin/v1/quotations/{id}/): prices from the api. */
export interface StaffQuotationRow {
  product_id: number;
  product_name: string;
  ref: string;
  option_ids: number[];
  measures: Record<string, number>;
  complements: { complement_id: number; option_ids: number[] }[];
  quantity: number;
  catalogue_unit_pvp: number;
  unit_price: number | null;
  discount_percent: number | null;
  unit_pvp: number;
  total_pvp: number;
}

export interface StaffQuotation {
  id: number;
  store: StoreCode;
  language: 'es' | 'fr';
  status: 'draft' | 'sent';
  customer: { id: number; email: string; name: string; customer_type: 'C' | 'P' };
  valid_until: string;
  observations: string;
  rows: StaffQuotationRow[];
  totals: {
    catalogue_total: number;
    total: number;
    saved: number;
    subtotal: number;
    vat: number;
    vat_rate: number;
  };
  order: { id: number; number: string; status: number } | null;
  sent_at: string | null;
  created_at: string;
  updated_at: string;
}
