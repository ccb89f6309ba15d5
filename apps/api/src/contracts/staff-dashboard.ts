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
});
export type StaffDashboard = z.infer<typeof StaffDashboard>;
