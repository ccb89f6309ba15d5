import { and, eq, sql } from 'drizzle-orm';
import { cartRows, installationBookings } from '@shop/db';
import type { Db } from '../database.ts';
import type { PricedCartRow } from './price-cart-row.ts';

function rowColumns(priced: PricedCartRow) {
  return {
    productId: priced.productId,
    variantId: priced.variantId,
    quantity: priced.quantity,
    configuration: priced.configuration,
    finalRef: priced.finalRef,
    unitPvp: priced.unitPvp,
    complementsPvp: priced.complementsPvp,
    facilityPvp: priced.facilityPvp,
    totalPvp: priced.totalPvp,
  };
}

async function insertBooking(db: Db, cartRowId: number, priced: PricedCartRow) {
  if (priced.booking)
    await db.insert(installationBookings).values({ cartRowId, ...priced.booking });
}

/** Appends a priced row (and its installation booking) at the end of the cart. */
export async function insertCartRow(
  db: Db,
  cartId: string,
  priced: PricedCartRow,
): Promise<number> {
  const [inserted] = await db
    .insert(cartRows)
    .values({
      cartId,
      kind: 'product',
      ...rowColumns(priced),
      position: sql`(select coalesce(max(${cartRows.position}), 0) + 1 from ${cartRows} where ${cartRows.cartId} = ${cartId})`,
    })
    .returning({ id: cartRows.id })
    .prepare('cart-row-insert')
    .execute();
  if (!inserted) throw new Error('cart row not inserted');
  await insertBooking(db, inserted.id, priced);
  return inserted.id;
}

/**
 * Stores a row's new quantity or prices, and quotes its booking again with it. The row was
 * priced before the cart was locked, so it is only written while it still has the quantity it
 * was read with: false means another change got there first.
 */
export async function rewriteCartRow(
  db: Db,
  cartId: string,
  row: { id: number; quantity: number },
  priced: PricedCartRow,
): Promise<boolean> {
  const updated = await db
    .update(cartRows)
    .set(rowColumns(priced))
    .where(
      and(
        eq(cartRows.id, row.id),
        eq(cartRows.cartId, cartId),
        eq(cartRows.quantity, row.quantity),
      ),
    )
    .returning({ id: cartRows.id });
  if (updated.length === 0) return false;
  await db.delete(installationBookings).where(eq(installationBookings.cartRowId, row.id));
  await insertBooking(db, row.id, priced);
  return true;
}
