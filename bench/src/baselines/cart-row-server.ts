import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { cartRows, carts } from '@shop/db';
import { announceListening, stopOnSigterm } from './baseline-process.ts';
import { openShopDatabase } from './shop-database.ts';

type AddRowBody = { cart: string; product_id: number; quantity: number };

const database = await openShopDatabase();

/**
 * The least an add-row must do (issue 18's baseline): in one transaction, lock the cart row
 * and insert the cart row. No pricing, no validation, no plugins, no logger; the body is the
 * shop's own request, so both are fed the same carts.
 */
const app = Fastify({ logger: false });
app.post<{ Body: AddRowBody }>('/cart/v1/cart-rows/', async (request, reply) => {
  const { cart, product_id: productId, quantity } = request.body;
  const row = await database.db.transaction(async (tx) => {
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cart)).for('update');
    const [inserted] = await tx
      .insert(cartRows)
      .values({ cartId: cart, productId, quantity, unitPvp: 0, totalPvp: 0 })
      .returning({ id: cartRows.id });
    return inserted;
  });
  return reply.code(201).send(row);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
announceListening();
stopOnSigterm(async () => {
  await app.close();
  await database.close();
});
