import { priceChanges, staffMembers, type CustomerType, type PriceKind } from '@shop/db';
import { isStoreCode } from '@shop/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { PriceChangeEntry } from '../../contracts/staff-prices.ts';
import type { Db } from '../../database.ts';
import type { PageWindow } from '../../lists/paged-list.ts';

/** One price that moved: the product's own (variantId null) or a variant's. */
export interface PriceMove {
  productId: number;
  variantId: number | null;
  variantRef: string | null;
  storeCode: string;
  customerType: CustomerType;
  kind: PriceKind;
  oldValue: number | null;
  newValue: number | null;
}

/** Rows per insert: 12 parameters each stays far under PostgreSQL's 65,535. */
const chunkSize = 1000;

/** Puts the moves on record, in the transaction that makes them. */
export async function recordPriceMoves(
  tx: Db,
  staffId: number,
  bulkChangeId: string | null,
  moves: readonly PriceMove[],
): Promise<void> {
  for (let start = 0; start < moves.length; start += chunkSize)
    await tx
      .insert(priceChanges)
      .values(
        moves.slice(start, start + chunkSize).map((move) => ({ ...move, staffId, bulkChangeId })),
      );
}

/** The old/new price pairs of one price row that differ, as moves. */
export function movesOf(
  where: Pick<PriceMove, 'productId' | 'variantId' | 'variantRef' | 'storeCode' | 'customerType'>,
  before: { pvp: number | null; pvpOld: number | null },
  after: { pvp: number; pvpOld: number | null },
): PriceMove[] {
  const moves: PriceMove[] = [];
  if (before.pvp !== after.pvp)
    moves.push({ ...where, kind: 'price', oldValue: before.pvp, newValue: after.pvp });
  if (before.pvpOld !== after.pvpOld)
    moves.push({ ...where, kind: 'old_price', oldValue: before.pvpOld, newValue: after.pvpOld });
  return moves;
}

/** A product's price history, newest first, with who made each change. */
export async function readPriceChanges(
  db: Db,
  productId: number,
  window: PageWindow,
): Promise<{ count: number; results: PriceChangeEntry[] }> {
  const where = eq(priceChanges.productId, productId);
  const [total] = await db.select({ count: count() }).from(priceChanges).where(where);
  const rows = await db
    .select({ change: priceChanges, staffName: staffMembers.name })
    .from(priceChanges)
    .innerJoin(staffMembers, eq(staffMembers.id, priceChanges.staffId))
    .where(where)
    .orderBy(desc(priceChanges.at), desc(priceChanges.id))
    .limit(window.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(window.offset);
  return {
    count: total?.count ?? 0,
    results: rows.map(({ change, staffName }) => {
      if (!isStoreCode(change.storeCode))
        throw new Error(`price change ${change.id} has store ${change.storeCode}`);
      return {
        id: change.id,
        variant_id: change.variantId,
        variant_ref: change.variantRef,
        store: change.storeCode,
        customer_type: change.customerType,
        kind: change.kind,
        old_value: change.oldValue,
        new_value: change.newValue,
        staff_name: staffName,
        bulk_change_id: change.bulkChangeId,
        at: change.at.toISOString(),
      };
    }),
  };
}
