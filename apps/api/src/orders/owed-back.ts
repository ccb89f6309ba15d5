import type { SubOrderStatus } from '@shop/db';

/** A sub-order with what its cart row cost: the unit of cancellations and returns. */
export interface PricedSubOrder {
  id: number;
  status: SubOrderStatus;
  quantity: number;
  rowQuantity: number;
  rowTotal: number;
}

/** Sub-orders whose money went back to the customer already: cancelled or returned. */
const givenBackStatuses: readonly SubOrderStatus[] = [500, 800];

/** A sub-order's share of its row's price (a row split in several sub-orders shares it). */
const shareOf = (row: PricedSubOrder) =>
  Math.round((row.rowTotal * row.quantity) / row.rowQuantity);

/**
 * What the customer is owed back when `targets` are cancelled or returned (`rows` as they were
 * before): nothing when nothing was paid; the targets' share, never more than what is left of
 * the total; or, when nothing of the order remains (`wholeOrder`), all that is left, shipping
 * included, so the order ends with nothing kept.
 */
export function owedBack(
  order: { total: number; paid: boolean },
  rows: readonly PricedSubOrder[],
  targets: readonly PricedSubOrder[],
  wholeOrder: boolean,
): number {
  if (!order.paid) return 0;
  const earlier = rows
    .filter((row) => givenBackStatuses.includes(row.status))
    .reduce((sum, row) => sum + shareOf(row), 0);
  const left = Math.max(order.total - earlier, 0);
  if (wholeOrder) return left;
  return Math.min(
    targets.reduce((sum, row) => sum + shareOf(row), 0),
    left,
  );
}
