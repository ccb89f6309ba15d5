import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { coupons } from '@shop/db';
import type { StoreCode } from '../contracts/common.ts';
import type { PublicCoupon } from '../contracts/cart.ts';
import type { Db } from '../database.ts';
import { counted, inWindow, totalCount } from '../lists/page-window.ts';
import type { PageWindow } from '../lists/paged-list.ts';

/**
 * GET coupons/web_list/: the coupons a store advertises (is_public) that can be used now.
 * Private coupons (newsletter, professional welcome) are never listed.
 */
export async function publicCouponPage(
  db: Db,
  store: StoreCode,
  window: PageWindow,
  now: Date = new Date(),
): Promise<{ count: number; results: PublicCoupon[] }> {
  const rows = await inWindow(
    db
      .select({
        total: totalCount,
        coupon: {
          id: coupons.id,
          code: coupons.code,
          description: coupons.description,
          discount_type: coupons.discountType,
          amount: coupons.amount,
          percent: coupons.percent,
          minimum_pvp: coupons.minimumPvp,
          ends_at: sql<
            string | null
          >`to_char(${coupons.endsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
        },
      })
      .from(coupons)
      .where(
        and(
          eq(coupons.storeCode, store),
          eq(coupons.isPublic, true),
          eq(coupons.isActive, true),
          or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
          or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
        ),
      )
      .orderBy(asc(coupons.id))
      .$dynamic(),
    window,
  );
  return counted(rows, (row) => row.coupon);
}
