import { z } from 'zod';
import { Cents, StoreCode } from './common.ts';

export const StaffDashboard = z.object({
  editions: z.array(
    z.object({
      store: StoreCode,
      sales_today: Cents,
      sales_7d: Cents,
      sales_30d: Cents,
      orders_today: z.number().int(),
    }),
  ),
  waiting_by_status: z.array(
    z.object({ status: z.number().int(), status_name: z.string(), count: z.number().int() }),
  ),
  /** Each edition's last 30 shop days (Madrid), oldest first, days without sales at zero. */
  daily_sales: z.array(
    z.object({
      store: StoreCode,
      days: z.array(
        z.object({
          day: z.iso.date(),
          orders: z.number().int(),
          total: Cents,
        }),
      ),
    }),
  ),
  /** Each edition's 10 best-selling products of the last 30 days by revenue. */
  top_products: z.array(
    z.object({
      store: StoreCode,
      products: z.array(
        z.object({
          ref: z.string(),
          name: z.string(),
          units: z.number().int(),
          revenue: Cents,
        }),
      ),
    }),
  ),
});
export type StaffDashboard = z.infer<typeof StaffDashboard>;
