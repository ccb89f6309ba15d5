import { cartRows, orders, payments, products, subOrders } from '@shop/db';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../database.ts';

/** Gives the seeded product `ref` a known stock, for orderInconsistencies; answers its id. */
export async function stockProduct(db: Db, ref: string, stock: number): Promise<number> {
  const [product] = await db
    .update(products)
    .set({ stockQuantity: stock })
    .where(eq(products.ref, ref))
    .returning({ id: products.id });
  if (!product) throw new Error(`the seed has no ${ref}`);
  return product.id;
}

/** Order statuses of a paid order (and the ones that can only follow payment). */
const paidStatuses = new Set([400, 450, 500, 600, 650]);

/**
 * What is half-written in the orders after a fault (a lost connection, a killed process), as
 * sentences for an assertion message; none when every order is whole:
 * - every order has a payment, and one sub-order per row of its cart;
 * - a paid order has an authorized payment and holds its goods; an authorized payment's order
 *   is paid;
 * - an order holding goods has a payment still pending or authorized;
 * - the stock of each product in `initialStock` is its initial stock minus what the orders
 *   holding goods hold.
 */
export async function orderInconsistencies(
  db: Db,
  initialStock: ReadonlyMap<number, number>,
): Promise<string[]> {
  const placed = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      cartId: orders.cartId,
      holdsGoods: orders.stockReserved,
    })
    .from(orders);
  const paymentRows = await db
    .select({ orderId: payments.orderId, status: payments.status })
    .from(payments);
  const subOrderCounts = await db
    .select({ orderId: subOrders.orderId, count: count() })
    .from(subOrders)
    .groupBy(subOrders.orderId);
  const rows = placed.length
    ? await db
        .select({
          cartId: cartRows.cartId,
          productId: cartRows.productId,
          quantity: cartRows.quantity,
        })
        .from(cartRows)
        .where(
          inArray(
            cartRows.cartId,
            placed.map((order) => order.cartId),
          ),
        )
    : [];

  const problems: string[] = [];
  const held = new Map<number, number>();
  for (const order of placed) {
    const statuses = paymentRows
      .filter((payment) => payment.orderId === order.id)
      .map((payment) => payment.status);
    const orderRows = rows.filter((row) => row.cartId === order.cartId);
    const subOrderCount = subOrderCounts.find((entry) => entry.orderId === order.id)?.count ?? 0;
    const paid = paidStatuses.has(order.status);
    const name = `order ${order.number} (status ${order.status}, payments ${statuses.join('/')})`;
    if (statuses.length === 0) problems.push(`${name} has no payment`);
    if (orderRows.length === 0 || subOrderCount !== orderRows.length)
      problems.push(`${name} has ${subOrderCount} sub-orders for ${orderRows.length} rows`);
    if (paid && !statuses.includes('authorized'))
      problems.push(`${name} is paid without an authorized payment`);
    if (!paid && statuses.includes('authorized'))
      problems.push(`${name} has an authorized payment but is not paid`);
    if (paid && !order.holdsGoods) problems.push(`${name} is paid but holds no goods`);
    if (
      order.holdsGoods &&
      !statuses.some((status) => status === 'pending' || status === 'authorized')
    )
      problems.push(`${name} holds goods with no live payment`);
    if (!order.holdsGoods) continue;
    for (const row of orderRows)
      if (row.productId !== null)
        held.set(row.productId, (held.get(row.productId) ?? 0) + row.quantity);
  }

  const ids = [...initialStock.keys()];
  const stock = ids.length
    ? await db
        .select({ id: products.id, stock: products.stockQuantity })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  for (const [productId, initial] of initialStock) {
    const now = stock.find((product) => product.id === productId)?.stock;
    const expected = initial - (held.get(productId) ?? 0);
    if (now !== expected)
      problems.push(
        `product ${productId} has stock ${now}, expected ${expected} (${initial} less what the orders hold)`,
      );
  }
  return problems;
}
