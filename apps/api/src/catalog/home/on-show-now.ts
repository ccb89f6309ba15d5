import type { storeHomeBanners, storeHomeSliders } from '@shop/db';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';

/**
 * Sliders and banners run between optional dates and can be switched off: the home shows one
 * while this holds (the storefront's lists and the staff's "on show" flag alike).
 */
export function onShowNow(table: typeof storeHomeSliders | typeof storeHomeBanners) {
  return and(
    eq(table.isActive, true),
    or(isNull(table.startsAt), lte(table.startsAt, sql`now()`)),
    or(isNull(table.endsAt), gt(table.endsAt, sql`now()`)),
  );
}
