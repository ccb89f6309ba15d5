/** The dashboard figures (GET /admin/v1/dashboard/). */
import type { StoreCode } from '@shop/domain';

export interface Dashboard {
  editions: {
    store: StoreCode;
    sales_today: number;
    sales_7d: number;
    sales_30d: number;
    orders_today: number;
  }[];
  waiting_by_status: { status: number; status_name: string; count: number }[];
  daily_sales: EditionDailySales[];
  top_products: {
    store: StoreCode;
    products: { ref: string; name: string; units: number; revenue: number }[];
  }[];
}

/** An edition's last 30 shop days, oldest first, days without sales at zero. */
export interface EditionDailySales {
  store: StoreCode;
  days: { day: string; orders: number; total: number }[];
}
