import { count, like, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { orders } from '../schema/index.ts';
import { seedDemo } from './seed-demo.ts';

export interface GenerateOrdersOptions {
  /** Generated orders the shop should hold (GEN-0000001...). */
  orders: number;
  /** Orders per transaction. */
  batchSize?: number;
}

/*
 * Each generated order n is a pure function of n (no randomness): its edition, status,
 * payment, customer and amounts cycle through realistic values with co-prime periods, so
 * every filter combination of the staff orders list finds some orders and some not.
 */
const statuses = [400, 450, 500, 650, 600, 300, 700, 800, 350, 200, 400, 650];
const methods = ['card', 'bizum', 'paypal', 'transfer', 'sequra_pp3', 'klarna_account', 'card'];
const paymentStates = ['authorized', 'authorized', 'pending', 'error', 'refunded', 'cancelled'];
const names = ['Lucía', 'Marc', 'Carmen', 'Julien', 'Pablo', 'Sophie', 'Elena', 'Thomas', 'Ana'];
const surnames = ['Martín', 'Dubois', 'García', 'Lefèvre', 'López', 'Moreau', 'Ruiz', 'Bernard'];

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]`);
/** The value of the list for order n, cycling with the list's length. */
const pick = (values: readonly string[]) => sql`(${textArray(values)})[1 + n % ${values.length}]`;

/**
 * Adds generated orders on top of the demo seed until `orders` of them exist, each with its
 * cart, one cart row (a demo product), one sub-order and one payment (none for quotes), one
 * in ten with an installation booking, spread over the last two years. Written by
 * INSERT ... SELECT over generate_series: 200,000 orders take seconds, not minutes.
 * Returns how many it added.
 */
export async function generateOrders(
  db: Database,
  options: GenerateOrdersOptions,
): Promise<number> {
  await seedDemo(db);
  const [existing] = await db
    .select({ total: count() })
    .from(orders)
    .where(like(orders.idempotencyKey, 'gen-order-%'));
  const first = (existing?.total ?? 0) + 1;
  const last = options.orders;
  const batchSize = options.batchSize ?? 20_000;
  for (let from = first; from <= last; from += batchSize) {
    const to = Math.min(last, from + batchSize - 1);
    await db.transaction(async (tx) => {
      const series = sql`generate_series(${from}::int, ${to}::int) as n`;
      const cartId = sql`md5('gen-order-' || n)::uuid`;
      const store = sql`(case when n % 4 = 0 then 'FRSM' else 'ESSM' end)`;
      await tx.execute(sql`
        insert into carts (id, store_code, language, status)
        select ${cartId}, ${store}, (case when n % 4 = 0 then 'fr' else 'es' end), 100
        from ${series}`);
      await tx.execute(sql`
        with product_ids as (select array(select id from products order by id limit 50) as ids)
        insert into cart_rows (cart_id, product_id, quantity, unit_pvp, total_pvp, final_ref)
        select ${cartId}, ids[1 + n % cardinality(ids)], 1 + n % 3, 9900 + ((n::bigint * 7919) % 90000)::int,
          (1 + n % 3) * (9900 + ((n::bigint * 7919) % 90000)::int), 'GEN-REF-' || n % 50
        from ${series}, product_ids`);
      await tx.execute(sql`
        insert into orders (store_code, language, number, cart_id, customer_type, status,
          idempotency_key, email, name, surnames, phone, shipping_address, shipping_postal_code,
          shipping_city, shipping_province, shipping_country, billing_tax_id, billing_address,
          billing_postal_code, billing_city, billing_province, billing_country, payment_method,
          subtotal, vat, total, placed_at, created_at, paid_at)
        select ${store}, (case when n % 4 = 0 then 'fr' else 'es' end),
          'G' || lpad(n::text, 8, '0'), ${cartId}, (case when n % 9 = 0 then 'P' else 'C' end),
          ${sql.raw(`(array[${statuses.join(',')}])`)}[1 + n % ${statuses.length}],
          'gen-order-' || n, 'cliente' || n || '@example.com', ${pick(names)}, ${pick(surnames)},
          '6' || lpad(((n::bigint * 104729) % 100000000)::text, 8, '0'), 'Calle Mayor ' || n % 200,
          lpad((n % 52 + 1)::text, 2, '0') || '001', 'Ciudad ' || n % 300, 'Provincia ' || n % 52,
          (case when n % 4 = 0 then 'FR' else 'ES' end),
          (case when n % 5 = 0 then 'B' || lpad(n::text, 8, '0') else '' end),
          'Calle Mayor ' || n % 200, lpad((n % 52 + 1)::text, 2, '0') || '001',
          'Ciudad ' || n % 300, 'Provincia ' || n % 52, (case when n % 4 = 0 then 'FR' else 'ES' end),
          ${pick(methods)}, total - total * 21 / 121, total * 21 / 121, total, at, at,
          (case when n % 12 in (0, 1, 2, 3, 4, 7, 10, 11) then at + interval '5 minutes' end)
        from ${series},
          lateral (select (1 + n % 3) * (9900 + ((n::bigint * 7919) % 90000)::int) as total,
            now() - make_interval(secs => ((n::bigint * 7919) % 63072000)::double precision) as at) as amounts`);
      await tx.execute(sql`
        insert into sub_orders (cart_row_id, order_id, status, quantity)
        select cart_rows.id, orders.id, 100 + 100 * (orders.id % 2), cart_rows.quantity
        from ${series}
        join orders on orders.idempotency_key = 'gen-order-' || n
        join cart_rows on cart_rows.cart_id = orders.cart_id`);
      // payments fire the trigger that keeps orders.payment_status (migration 0011).
      await tx.execute(sql`
        insert into payments (order_id, store_code, reference, method, provider, status, amount,
          idempotency_key, created_at)
        select orders.id, orders.store_code, 'GENPAY' || n, orders.payment_method,
          (case orders.payment_method when 'paypal' then 'paypal' when 'transfer' then 'transfer'
            when 'sequra_pp3' then 'sequra' else 'adyen' end),
          ${pick(paymentStates)}, orders.total, 'gen-pay-' || n, orders.created_at
        from ${series}
        join orders on orders.idempotency_key = 'gen-order-' || n
        where orders.status <> 200`);
      await tx.execute(sql`
        with city as (select id from installation_cities order by id limit 1)
        insert into installation_bookings (cart_row_id, installation_city_id, distance,
          postal_code, disassembly, pre_measurement, cost, reservation_amount, installer_payment)
        select cart_rows.id, city.id, 500, '28001', false, false, 24000, 4000, 20000
        from ${series}
        join cart_rows on cart_rows.cart_id = ${cartId}
        cross join city
        where n % 10 = 0`);
    });
  }
  // Fresh statistics, so the planner sees the large order book straight away, and a visibility
  // map, so counting a list reads its index only (autovacuum does both on a live shop).
  await db.execute(sql`vacuum analyze orders`);
  await db.execute(sql`analyze`);
  return Math.max(0, last - first + 1);
}
