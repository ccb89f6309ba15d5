/** Stock levels and ledgers (/admin/v1/stock/). */
/** A stocked product's level (GET /admin/v1/stock/). */
export interface StockLevel {
  product_id: number;
  ref: string;
  name: string;
  brand: string | null;
  is_active: boolean;
  level: number;
  low_stock_threshold: number;
  is_low: boolean;
}

export type StockMovementKind = 'sale' | 'release' | 'return' | 'adjustment';

/** One row of a product's stock ledger. */
export interface StockMovement {
  id: number;
  kind: StockMovementKind;
  delta: number;
  level_after: number;
  reason: string | null;
  order_id: number | null;
  order_number: string | null;
  staff_name: string | null;
  created_at: string;
}

export interface StockFilters {
  brands: { id: number; name: string }[];
  categories: { id: number; name: string }[];
}
