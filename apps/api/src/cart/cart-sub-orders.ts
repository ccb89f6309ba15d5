import { and, asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { brands, cartRows, subOrders } from '@shop/db';
import { isSubOrderStatusCode, subOrderStatusMessageKey } from '@shop/domain';
import { translate } from '@shop/i18n';
import type { SubOrder } from '../contracts/cart.ts';
import type { Db } from '../database.ts';
import { counted, inWindow, totalCount } from '../lists/page-window.ts';
import type { PageWindow } from '../lists/paged-list.ts';
import { ApiError } from '../plugins/api-error.ts';
import { readCart, type CartAccess, type CartScope } from './cart-record.ts';

const isoTimestamp = (column: AnyColumn) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

function subOrderQuery(db: Db, cartId: string, where?: SQL) {
  return db
    .select({
      total: totalCount,
      id: subOrders.id,
      cartRowId: subOrders.cartRowId,
      orderId: subOrders.orderId,
      brandId: brands.id,
      brandName: brands.name,
      status: subOrders.status,
      quantity: subOrders.quantity,
      carrier: subOrders.carrier,
      trackingNumber: subOrders.trackingNumber,
      expectedOn: subOrders.expectedOn,
      shippedAt: isoTimestamp(subOrders.shippedAt),
      deliveredAt: isoTimestamp(subOrders.deliveredAt),
    })
    .from(subOrders)
    .innerJoin(cartRows, eq(cartRows.id, subOrders.cartRowId))
    .leftJoin(brands, eq(brands.id, subOrders.brandId))
    .where(and(eq(cartRows.cartId, cartId), where))
    .orderBy(asc(cartRows.position), asc(subOrders.id))
    .$dynamic();
}

type SubOrderRow = Awaited<ReturnType<typeof subOrderQuery>>[number];

function subOrderOf(row: SubOrderRow, language: CartScope['language']): SubOrder {
  return {
    id: row.id,
    cart_row_id: row.cartRowId,
    order_id: row.orderId,
    brand:
      row.brandId === null || row.brandName === null
        ? null
        : { id: row.brandId, name: row.brandName },
    status: row.status,
    status_label: isSubOrderStatusCode(row.status)
      ? translate(language, subOrderStatusMessageKey(row.status))
      : String(row.status),
    quantity: row.quantity,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    expected_on: row.expectedOn,
    shipped_at: row.shippedAt,
    delivered_at: row.deliveredAt,
  };
}

/** GET sub-orders/?cart=uuid: the shipments of the cart's order, none before it is placed. */
export async function cartSubOrderPage(
  db: Db,
  cartId: string,
  scope: CartAccess,
  window: PageWindow,
): Promise<{ count: number; results: SubOrder[] }> {
  const { cart } = await readCart(db, cartId, scope);
  const rows = await inWindow(subOrderQuery(db, cart.id), window);
  return counted(rows, (row) => subOrderOf(row, scope.language));
}

/** Every sub-order of a placed cart, in row order: what the order lookup shows its customer. */
export async function allCartSubOrders(
  db: Db,
  cartId: string,
  language: CartScope['language'],
): Promise<SubOrder[]> {
  const rows = await subOrderQuery(db, cartId);
  return rows.map((row) => subOrderOf(row, language));
}

/** GET sub-orders/{id}/?cart=uuid: one sub-order, found only through its own cart. */
export async function cartSubOrder(
  db: Db,
  cartId: string,
  scope: CartAccess,
  id: number,
): Promise<SubOrder> {
  const { cart } = await readCart(db, cartId, scope);
  const [row] = await subOrderQuery(db, cart.id, eq(subOrders.id, id)).limit(1);
  if (!row) throw ApiError.notFound('cart.subOrderNotFound');
  return subOrderOf(row, scope.language);
}
