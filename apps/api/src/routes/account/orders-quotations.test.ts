import { and, eq } from 'drizzle-orm';
import { cartRows, carts, orderIncidents, orders, productPrices } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../contracts/cart.ts';
import { issueInvoice } from '../../invoices/issue-invoice.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';
import { checkoutClient, checkoutData } from '../payment/checkout-test-fixtures.ts';
import { accountClient, insertAccount } from './account-test-fixtures.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let cleanerId: number;
beforeAll(async () => {
  testApp = await openTestApp();
  cleanerId = (await seededProduct(testApp.db, 'BRS-CL730')).id;
});
afterAll(() => testApp.close());

type Call = ReturnType<typeof accountClient>;

/** A cart of `quantity` cleaners made with the caller's token (or as a guest). */
async function cartOf(call: Call, quantity = 1, checkout = true): Promise<Cart> {
  const created = await call('POST', '/cart/v1/carts/');
  expect(created.statusCode).toBe(201);
  const cart: Cart = created.json();
  const row = await call('POST', '/cart/v1/cart-rows/', {
    cart: cart.id,
    product_id: cleanerId,
    quantity,
  });
  expect(row.statusCode).toBe(201);
  if (!checkout) return (await call('GET', `/cart/v1/carts/${cart.id}/`)).json();
  const updated = await call('PUT', `/cart/v1/carts/${cart.id}/`, checkoutData.ESSM);
  expect(updated.statusCode).toBe(200);
  return updated.json();
}

describe('orders of an account holder', () => {
  it('lists a placed order with every field; nobody else sees it', async () => {
    const ana = await insertAccount(testApp);
    const call = accountClient(testApp, ana.token);
    const cart = await cartOf(call, 2);
    const [stored] = await testApp.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(stored?.userId).toBe(ana.id);
    const started = await checkoutClient(testApp, ana.token).startCard(cart.id);
    expect(started.statusCode).toBe(201);
    const number: string = started.json().order_number;

    const list = await call('GET', '/cart/v1/orders/');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      count: 1,
      results: [
        { number, status: 300, status_label: 'Pendiente de pago', total: cart.prices.pvp_total },
      ],
    });
    const id: number = list.json().results[0].id;
    const detail = await call('GET', `/cart/v1/orders/${id}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      number,
      date: expect.any(String),
      status: 300,
      email: 'ana.garcia@example.com',
      shipping_address: {
        address: 'Calle Mayor',
        postal_code: '28013',
        city: 'Madrid',
        country: 'ES',
      },
      billing_address: { address: 'Calle Mayor' },
      payment_method: 'card',
      payment_method_label: 'Tarjeta',
      amount: cart.prices.pvp_total,
      total: cart.prices.pvp_total,
      shipping: 0,
      coupon: null,
      invoices: [],
      quote_valid_until: null,
      cart_id: cart.id,
      can_pay: true,
      can_open_incident: false,
    });
    expect(detail.json().subtotal + detail.json().vat).toBe(cart.prices.pvp_total);
    expect(detail.json().sub_orders).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ id: cleanerId }),
        quantity: 2,
        status: 100,
        status_label: 'En curso',
        delivery: { from: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), to: expect.any(String) },
      }),
    ]);

    const stranger = accountClient(testApp, (await insertAccount(testApp)).token);
    expect((await stranger('GET', '/cart/v1/orders/')).json()).toMatchObject({ count: 0 });
    const hidden = await stranger('GET', `/cart/v1/orders/${id}/`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ detail: 'Pedido no encontrado' });
  });

  it('records an incident on a paid order of the caller only', async () => {
    const ana = await insertAccount(testApp);
    const call = accountClient(testApp, ana.token);
    const cart = await cartOf(call);
    await checkoutClient(testApp, ana.token).startCard(cart.id);
    const [order] = await testApp.db.select().from(orders).where(eq(orders.cartId, cart.id));
    if (!order) throw new Error('not placed');
    const path = `/cart/v1/orders/${order.id}/incidents/`;
    const report = { reason: 'damaged', message: 'El cristal llegó roto' };
    const unpaid = await call('POST', path, report);
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json()).toEqual({
      non_field_errors: ['Este pedido no admite incidencias en su estado actual'],
    });

    await testApp.db.update(orders).set({ status: 650 }).where(eq(orders.id, order.id));
    const wrong = await call('POST', path, { reason: 'refund', message: ' ' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      reason: ['Elige el motivo de la incidencia'],
      message: ['Cuéntanos qué ha pasado'],
    });
    const stranger = accountClient(testApp, (await insertAccount(testApp)).token);
    expect((await stranger('POST', path, report)).statusCode).toBe(404);
    const recorded = await call('POST', path, report);
    expect(recorded.statusCode).toBe(201);
    expect(recorded.json()).toMatchObject({ order_id: order.id, reason_label: 'Producto dañado' });
    const rows = await testApp.db
      .select()
      .from(orderIncidents)
      .where(eq(orderIncidents.orderId, order.id));
    expect(rows).toEqual([expect.objectContaining({ userId: ana.id, reason: 'damaged' })]);
    const detail = await call('GET', `/cart/v1/orders/${order.id}/`);
    expect(detail.json()).toMatchObject({ can_open_incident: true, can_pay: false });
  });

  it('lists and downloads the owner’s invoices with a Bearer token only', async () => {
    const ana = await insertAccount(testApp);
    const call = accountClient(testApp, ana.token);
    const cart = await cartOf(call);
    await checkoutClient(testApp, ana.token).startCard(cart.id);
    const [order] = await testApp.db.select().from(orders).where(eq(orders.cartId, cart.id));
    if (!order) throw new Error('not placed');
    // Paid: only paid orders are invoiced.
    await testApp.db.update(orders).set({ status: 400 }).where(eq(orders.id, order.id));
    const invoice = await testApp.db.transaction((tx) => issueInvoice(tx, order.id));
    const list = await call('GET', '/accounting/v1/invoices/');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      count: 1,
      results: [{ number: invoice.number, order_number: order.number }],
    });
    const pdf = await call('GET', `/accounting/v1/invoices/${invoice.number}/download/`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const detail = await call('GET', `/cart/v1/orders/${order.id}/`);
    expect(detail.json().invoices).toEqual([
      { number: invoice.number, url: `/accounting/v1/invoices/${invoice.number}/download/` },
    ]);

    const stranger = accountClient(testApp, (await insertAccount(testApp)).token);
    expect((await stranger('GET', '/accounting/v1/invoices/')).json()).toMatchObject({ count: 0 });
    const byNumber = await stranger('GET', `/accounting/v1/invoices/?order_number=${order.number}`);
    expect(byNumber.statusCode).toBe(404);
    const download = await stranger('GET', `/accounting/v1/invoices/${invoice.number}/download/`);
    expect(download.statusCode).toBe(404);
  });

  it('prices a professional account’s cart at professional prices, adopted guest carts too', async () => {
    const pro = await insertAccount(testApp, { customerType: 'P' });
    const call = accountClient(testApp, pro.token);
    const guestCart = await cartOf(accountClient(testApp), 1, false);
    const proCart = await cartOf(call, 1, false);
    expect(guestCart.customer_type).toBe('C');
    expect(proCart.customer_type).toBe('P');
    expect(proCart.prices.pvp).toBeLessThan(guestCart.prices.pvp);

    // Logging in with a guest cart: the first PUT with the token adopts it at the account's prices.
    const adopted = await call('PUT', `/cart/v1/carts/${guestCart.id}/`, { observations: '' });
    expect(adopted.statusCode).toBe(200);
    expect(adopted.json()).toMatchObject({
      customer_type: 'P',
      prices: { pvp: proCart.prices.pvp },
    });
    const someoneElse = accountClient(testApp, (await insertAccount(testApp)).token);
    const taken = await someoneElse('PUT', `/cart/v1/carts/${guestCart.id}/`, { observations: '' });
    expect(taken.statusCode).toBe(404);
  });
});

describe('quotations', () => {
  const address = {
    name: 'Ana',
    surnames: 'García López',
    phone: '612345678',
    address: 'Calle Mayor',
    number: '12',
    postal_code: '28013',
    city: 'Madrid',
    province: 'Madrid',
  };

  async function setCleanerPrice(pvp: number) {
    await testApp.db
      .update(productPrices)
      .set({ pvp })
      .where(
        and(
          eq(productPrices.productId, cleanerId),
          eq(productPrices.storeCode, 'ESSM'),
          eq(productPrices.customerType, 'C'),
        ),
      );
  }

  it('saves a cart at its prices and accepts it at those prices after the catalogue moved', async () => {
    const ana = await insertAccount(testApp);
    const call = accountClient(testApp, ana.token);
    const cart = await cartOf(call, 1, false);
    const saved = await call('POST', `/cart/v1/carts/${cart.id}/save_quotation/`);
    expect(saved.statusCode).toBe(201);
    const quotation = saved.json();
    const validUntil = new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10);
    expect(quotation).toMatchObject({
      status: 200,
      status_label: 'Presupuesto',
      quote_valid_until: validUntil,
      quote_expired: false,
      total: cart.prices.pvp_total,
      sub_orders: [expect.objectContaining({ quantity: 1 })],
    });
    expect((await call('GET', `/cart/v1/quotations/${quotation.id}/`)).json()).toMatchObject({
      quote_expired: false,
      current_prices: null,
    });
    // The cart itself stays open for more shopping.
    const more = await call('POST', '/cart/v1/cart-rows/', {
      cart: cart.id,
      product_id: cleanerId,
    });
    expect(more.statusCode).toBe(201);
    expect((await call('GET', '/cart/v1/quotations/')).json()).toMatchObject({
      count: 1,
      results: [{ id: quotation.id }],
    });
    expect((await call('GET', '/cart/v1/orders/')).json()).toMatchObject({ count: 0 });
    const stranger = accountClient(testApp, (await insertAccount(testApp)).token);
    expect((await stranger('GET', `/cart/v1/quotations/${quotation.id}/`)).statusCode).toBe(404);
    expect((await stranger('POST', `/cart/v1/quotations/${quotation.id}/accept/`)).statusCode).toBe(
      404,
    );

    const before = (await seededProduct(testApp.db, 'BRS-CL730')).id;
    expect(before).toBe(cleanerId);
    const [price] = await testApp.db
      .select({ pvp: productPrices.pvp })
      .from(productPrices)
      .where(
        and(
          eq(productPrices.productId, cleanerId),
          eq(productPrices.customerType, 'C'),
          eq(productPrices.storeCode, 'ESSM'),
        ),
      );
    await setCleanerPrice((price?.pvp ?? 0) + 10_000);
    try {
      const noAddress = await call('POST', `/cart/v1/quotations/${quotation.id}/accept/`);
      expect(noAddress.statusCode).toBe(400);
      await call('POST', '/auth-users/v1/shipping-addresses/', address);
      const accepted = await call('POST', `/cart/v1/quotations/${quotation.id}/accept/`);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({
        order: { id: quotation.id, status: 300, total: cart.prices.pvp_total, can_pay: true },
        detail: expect.stringContaining(quotation.number),
      });
      expect((await call('GET', '/cart/v1/orders/')).json()).toMatchObject({ count: 1 });
      // Paid like any unpaid order, at the quoted total.
      const paid = await checkoutClient(testApp, ana.token).startCard(quotation.cart_id);
      expect(paid.statusCode).toBe(201);
      const [order] = await testApp.db.select().from(orders).where(eq(orders.id, quotation.id));
      expect(order?.total).toBe(cart.prices.pvp_total);
    } finally {
      await setCleanerPrice(price?.pvp ?? 0);
    }
  });

  /** A saved quotation of one cleaner, made to expire on 31 January 2020. */
  async function expiredQuotation(call: Call) {
    const cart = await cartOf(call, 1, true);
    const quotation = (await call('POST', `/cart/v1/carts/${cart.id}/save_quotation/`)).json();
    await testApp.db
      .update(orders)
      .set({ quoteValidUntil: '2020-01-31' })
      .where(eq(orders.id, quotation.id));
    return { cart, quotation };
  }

  async function cleanerPrice(): Promise<number> {
    const [price] = await testApp.db
      .select({ pvp: productPrices.pvp })
      .from(productPrices)
      .where(
        and(
          eq(productPrices.productId, cleanerId),
          eq(productPrices.customerType, 'C'),
          eq(productPrices.storeCode, 'ESSM'),
        ),
      );
    if (!price) throw new Error('no price for the cleaner');
    return price.pvp;
  }

  it('refuses an expired quotation with today’s prices', async () => {
    const call = accountClient(testApp, (await insertAccount(testApp)).token);
    const { cart, quotation } = await expiredQuotation(call);
    const refused = await call('POST', `/cart/v1/quotations/${quotation.id}/accept/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      non_field_errors: [expect.stringContaining('caducó el 31 de enero de 2020')],
      quote_valid_until: '2020-01-31',
      current_prices: {
        quoted_total: cart.prices.pvp_total,
        current_total: cart.prices.pvp_total,
        rows: [{ quoted_total: cart.prices.pvp, current_total: cart.prices.pvp }],
      },
    });
    const [still] = await testApp.db.select().from(orders).where(eq(orders.id, quotation.id));
    expect(still?.status).toBe(200);
  });

  it('says on reading that a quotation expired, with today’s prices, in the list too', async () => {
    const call = accountClient(testApp, (await insertAccount(testApp)).token);
    const { cart, quotation } = await expiredQuotation(call);
    const before = await cleanerPrice();
    await setCleanerPrice(before + 2_000);
    try {
      const detail = await call('GET', `/cart/v1/quotations/${quotation.id}/`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({
        quote_valid_until: '2020-01-31',
        quote_expired: true,
        total: cart.prices.pvp_total,
        current_prices: {
          quoted_total: cart.prices.pvp_total,
          current_total: cart.prices.pvp_total + 2_000,
          rows: [{ quoted_total: cart.prices.pvp, current_total: cart.prices.pvp + 2_000 }],
        },
      });
      expect((await call('GET', '/cart/v1/quotations/')).json()).toMatchObject({
        results: [{ id: quotation.id, quote_expired: true }],
      });
      // Abandoned (250) is expired whatever its date says.
      await testApp.db
        .update(orders)
        .set({ status: 250, quoteValidUntil: '2999-12-31' })
        .where(eq(orders.id, quotation.id));
      const abandoned = await call('GET', `/cart/v1/quotations/${quotation.id}/`);
      expect(abandoned.json()).toMatchObject({ quote_expired: true, current_prices: {} });
    } finally {
      await setCleanerPrice(before);
    }
  });

  it('puts an expired quotation’s goods into the caller’s cart at today’s prices', async () => {
    const call = accountClient(testApp, (await insertAccount(testApp)).token);
    const { cart: quoted, quotation } = await expiredQuotation(call);
    const before = await cleanerPrice();
    await setCleanerPrice(before + 2_000);
    try {
      const target = (await call('POST', '/cart/v1/carts/')).json<Cart>();
      const path = `/cart/v1/quotations/${quotation.id}/add_to_cart/`;
      const added = await call('POST', path, { cart: target.id });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toMatchObject({
        not_added: [],
        cart: {
          id: target.id,
          rows: [{ product_id: cleanerId, quantity: 1, total_pvp: quoted.prices.pvp + 2_000 }],
        },
      });
      // The quotation itself is untouched.
      const [still] = await testApp.db.select().from(orders).where(eq(orders.id, quotation.id));
      expect(still).toMatchObject({ status: 200, total: quoted.prices.pvp_total });

      // Not into someone else's cart, nor into a placed one (the quotation's own frozen cart).
      const stranger = accountClient(testApp, (await insertAccount(testApp)).token);
      const theirs = (await stranger('POST', '/cart/v1/carts/')).json<Cart>();
      expect((await call('POST', path, { cart: theirs.id })).statusCode).toBe(404);
      expect((await call('POST', path, { cart: quotation.cart_id })).statusCode).toBe(409);
      expect((await stranger('POST', path, { cart: theirs.id })).statusCode).toBe(404);
      const untouched = await stranger('GET', `/cart/v1/carts/${theirs.id}/`);
      expect(untouched.json()).toMatchObject({ rows: [] });
    } finally {
      await setCleanerPrice(before);
    }
  });

  it('leaves out, with its reason, a quoted product that is no longer sold', async () => {
    const call = accountClient(testApp, (await insertAccount(testApp)).token);
    const { quotation } = await expiredQuotation(call);
    // The product was withdrawn from the catalogue after the quotation was saved.
    await testApp.db
      .update(cartRows)
      .set({ productId: null })
      .where(eq(cartRows.cartId, quotation.cart_id));
    const detail = await call('GET', `/cart/v1/quotations/${quotation.id}/`);
    expect(detail.json()).toMatchObject({
      quote_expired: true,
      current_prices: { current_total: null, rows: [{ current_total: null }] },
    });
    const target = (await call('POST', '/cart/v1/carts/')).json<Cart>();
    const added = await call('POST', `/cart/v1/quotations/${quotation.id}/add_to_cart/`, {
      cart: target.id,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      cart: { rows: [] },
      not_added: [
        {
          sub_order_id: detail.json().sub_orders[0].id,
          reason: 'Este producto no está disponible en esta tienda',
        },
      ],
    });
  });
});
