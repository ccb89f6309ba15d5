import { eq } from 'drizzle-orm';
import { cartRows, carts, installationBookings, products } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../contracts/cart.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';
import { cartClient, kalaFixture } from './cart-test-fixtures.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let client: ReturnType<typeof cartClient>;
let kala: Awaited<ReturnType<typeof kalaFixture>>;
let cleanerId: number;
let grabBarId: number;
beforeAll(async () => {
  testApp = await openTestApp();
  client = cartClient(testApp);
  kala = await kalaFixture(testApp);
  cleanerId = (await seededProduct(testApp.db, 'BRS-CL730')).id;
  grabBarId = (await seededProduct(testApp.db, 'BRS-AG345')).id;
});
afterAll(() => testApp.close());

const priceConfiguration = (productId: number, payload: object, query = 'store=ESSM') =>
  testApp.app.inject({
    method: 'POST',
    url: `/catalog/v1/products/${productId}/price_configuration/?${query}`,
    payload,
  });

async function storedRows(cartId: string) {
  return testApp.db.select().from(cartRows).where(eq(cartRows.cartId, cartId));
}

describe('cart-rows', () => {
  it('adds a plain product at the catalogue price and answers the whole cart', async () => {
    const cart = await client.newCart();
    const response = await client.addRow({ cart: cart.id, product_id: cleanerId, quantity: 3 });
    expect(response.statusCode).toBe(201);
    const body: Cart = response.json();
    const quoted = (await priceConfiguration(cleanerId, { quantity: 3 })).json();
    expect(body.size).toBe(3);
    expect(body.rows).toHaveLength(1);
    expect(body.rows[0]).toMatchObject({
      product_id: cleanerId,
      quantity: 3,
      unit_pvp: 990,
      complements_pvp: 0,
      facility_pvp: 0,
      total_pvp: quoted.prices.total,
      installation: null,
    });
    expect(body.prices).toEqual({
      pvp: 2970,
      pvp_shipping: 0,
      pvp_saved: 0,
      paypal_commission: 0,
      pvp_total: 2970,
      // Spanish VAT included: 2970 / 1.21 = 2454.5..., so the base is 2455 and the tax 515.
      vat_rate: 0.21,
      pvp_vat: 515,
    });
    expect(body.cart_total).toBe(2970);
  });

  it('stores a made-to-measure screen with complements and installation at price_configuration’s price', async () => {
    const cart = await client.newCart();
    const installation = {
      disassembly: true,
      pre_measurement: true,
      city_id: kala.madrid?.id,
      distance: 520,
    };
    const request = { ...kala.configuration, quantity: 2, installation, postal_code: '28001' };
    const quoted = (await priceConfiguration(kala.productId, request)).json();
    const response = await client.addRow({
      ...request,
      cart: cart.id,
      product_id: kala.productId,
    });
    expect(response.statusCode).toBe(201);
    const [row] = response.json().rows;
    const unit = quoted.prices.unit;
    expect(row).toMatchObject({
      kind: 'product',
      variant_id: quoted.variant_id,
      quantity: 2,
      final_ref: quoted.final_ref,
      unit_pvp: unit.product + unit.options,
      complements_pvp: unit.complements + unit.complement_options,
      facility_pvp: quoted.prices.installation.total,
      total_pvp: quoted.prices.total,
      configuration: {
        option_ids: quoted.option_ids,
        measures: quoted.measures,
        complements: quoted.complements,
        installation,
        postal_code: '28001',
      },
      installation: {
        city: { id: kala.madrid?.id, name: 'Madrid' },
        distance: 520,
        postal_code: '28001',
        disassembly: true,
        pre_measurement: true,
        reservation_amount: quoted.prices.installation.total,
        cost: quoted.prices.installation.cost,
        installer_payment: quoted.prices.installation.installer_payment,
      },
    });
    const [booking] = await testApp.db
      .select()
      .from(installationBookings)
      .where(eq(installationBookings.cartRowId, row.id));
    expect(booking).toMatchObject({
      reservationAmount: quoted.prices.installation.total,
      cost: quoted.prices.installation.cost,
      installerPayment: quoted.prices.installation.installer_payment,
    });
  });

  it('ignores prices, totals, discounts and variants in the body', async () => {
    const cart = await client.newCart();
    const response = await client.addRow({
      ...kala.configuration,
      cart: cart.id,
      product_id: kala.productId,
      variant_id: 1,
      unit_pvp: 1,
      total_pvp: 1,
      prices: { total: 1 },
      discount: 99999,
      customer_type: 'P',
    });
    const quoted = (await priceConfiguration(kala.productId, kala.configuration)).json();
    expect(response.statusCode).toBe(201);
    expect(response.json().rows[0].total_pvp).toBe(quoted.prices.total);
    expect(response.json().customer_type).toBe('C');
  });

  it('never takes the customer type from user_type', async () => {
    const cart = await client.newCart('store=ESSM&user_type=P');
    expect(cart.customer_type).toBe('C');
    const added = await client.addRow(
      { cart: cart.id, product_id: cleanerId },
      'store=ESSM&user_type=P',
    );
    expect(added.json().rows[0].unit_pvp).toBe(990);
    expect(added.json().professional_discount).toBe(0);
  });

  it('prices a professional cart at professional prices and shows the discount', async () => {
    // Only accounts will make professional carts; until then one is made in the database.
    const cart = await client.newCart();
    await testApp.db.update(carts).set({ customerType: 'P' }).where(eq(carts.id, cart.id));
    const request = { ...kala.configuration, quantity: 2 };
    const body: Cart = (
      await client.addRow({ ...request, cart: cart.id, product_id: kala.productId })
    ).json();
    const client_ = (await priceConfiguration(kala.productId, request)).json();
    const professional = (
      await priceConfiguration(kala.productId, request, 'store=ESSM&user_type=P')
    ).json();
    expect(body.customer_type).toBe('P');
    expect(body.rows[0]?.total_pvp).toBe(professional.prices.total);
    expect(body.professional_discount).toBe(client_.prices.total - professional.prices.total);
    expect(body.professional_discount).toBeGreaterThan(0);
  });

  it('refuses a quantity outside 1..999 and changes nothing', async () => {
    const cart = await client.newCart();
    for (const quantity of [0, -1, 1000, 1.5, 'two']) {
      const response = await client.addRow({ cart: cart.id, product_id: cleanerId, quantity });
      expect(response.statusCode, String(quantity)).toBe(400);
      expect(response.json()).toEqual({
        quantity: ['La cantidad debe ser un número entero entre 1 y 999'],
      });
    }
    const fr = await client.addRow(
      { cart: cart.id, product_id: cleanerId, quantity: 0 },
      'store=ESSM&language=fr',
    );
    expect(fr.json()).toEqual({
      quantity: ['La quantité doit être un nombre entier compris entre 1 et 999'],
    });
    expect(await storedRows(cart.id)).toEqual([]);
  });

  it('refuses more than the stock, counting what the cart holds', async () => {
    await testApp.db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, grabBarId));
    const cart = await client.newCart();
    expect(
      (await client.addRow({ cart: cart.id, product_id: grabBarId, quantity: 2 })).statusCode,
    ).toBe(201);
    const over = await client.addRow({ cart: cart.id, product_id: grabBarId, quantity: 2 });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ non_field_errors: ['Articulo fuera de stock.'] });
    const [row] = await storedRows(cart.id);
    expect((await storedRows(cart.id)).length).toBe(1);
    const raise = await client.call('PUT', `cart-rows/${row?.id}/`, 'store=ESSM', {
      cart: cart.id,
      quantity: 4,
    });
    expect(raise.json()).toEqual({ non_field_errors: ['Articulo fuera de stock.'] });
    const fits = await client.call('PUT', `cart-rows/${row?.id}/`, 'store=ESSM', {
      cart: cart.id,
      quantity: 3,
    });
    expect(fits.statusCode).toBe(200);
    expect(fits.json().size).toBe(3);
    // Made to measure is cut per order: its stock figure is no limit.
    await testApp.db
      .update(products)
      .set({ stockQuantity: 0 })
      .where(eq(products.id, kala.productId));
    const screen = await client.addRow({
      ...kala.configuration,
      cart: cart.id,
      product_id: kala.productId,
    });
    expect(screen.statusCode).toBe(201);
    await testApp.db
      .update(products)
      .set({ stockQuantity: 999 })
      .where(eq(products.id, kala.productId));
  });

  it('refuses installation in France and a product the store does not sell', async () => {
    const french = await kalaFixture(testApp, 'FRSM');
    const cart = await client.newCart('store=FRSM');
    const response = await client.addRow(
      {
        ...french.configuration,
        cart: cart.id,
        product_id: french.productId,
        installation: {
          disassembly: false,
          pre_measurement: false,
          city_id: kala.madrid?.id,
          distance: 500,
        },
        postal_code: '75001',
      },
      'store=FRSM',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      installation: ['Notre service n’est pas disponible dans cette ville pour le moment.'],
    });
    const seine = await seededProduct(testApp.db, 'AQN-SEINE-C2');
    const spanish = await client.newCart();
    const unknown = await client.addRow({ cart: spanish.id, product_id: seine.id });
    expect(unknown.json()).toEqual({
      product_id: ['Este producto no está disponible en esta tienda'],
    });
    const noPostalCode = await client.addRow({
      ...kala.configuration,
      cart: spanish.id,
      product_id: kala.productId,
      installation: {
        disassembly: false,
        pre_measurement: false,
        city_id: kala.madrid?.id,
        distance: 500,
      },
    });
    expect(noPostalCode.json()).toEqual({
      postal_code: ['Indica el código postal donde se instalará'],
    });
    expect(await storedRows(cart.id)).toEqual([]);
    expect(await storedRows(spanish.id)).toEqual([]);
  });

  it('re-prices the row and its installation when the quantity changes', async () => {
    const cart = await client.newCart();
    const installation = {
      disassembly: true,
      pre_measurement: false,
      city_id: kala.madrid?.id,
      distance: 500,
    };
    const base = { ...kala.configuration, installation, postal_code: '28013' };
    const added: Cart = (
      await client.addRow({ ...base, cart: cart.id, product_id: kala.productId })
    ).json();
    const rowId = added.rows[0]?.id;
    const response = await client.call('PUT', `cart-rows/${rowId}/`, 'store=ESSM', {
      cart: cart.id,
      quantity: 3,
      total_pvp: 1,
    });
    expect(response.statusCode).toBe(200);
    const quoted = (await priceConfiguration(kala.productId, { ...base, quantity: 3 })).json();
    const [row] = response.json().rows;
    expect(row.quantity).toBe(3);
    expect(row.total_pvp).toBe(quoted.prices.total);
    expect(row.facility_pvp).toBe(quoted.prices.installation.total);
    expect(row.facility_pvp).toBeGreaterThan(added.rows[0]?.facility_pvp ?? 0);
    expect(row.installation.cost).toBe(quoted.prices.installation.cost);
    const one = await client.call('GET', `cart-rows/${rowId}/`, `store=ESSM&cart=${cart.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(row);
  });

  it('answers 404 for a row id with another cart’s uuid, and leaves the row alone', async () => {
    const mine = await client.newCart();
    const theirs = await client.newCart();
    const added: Cart = (
      await client.addRow({ cart: theirs.id, product_id: cleanerId, quantity: 1 })
    ).json();
    const rowId = added.rows[0]?.id;
    const attempts = [
      client.call('GET', `cart-rows/${rowId}/`, `store=ESSM&cart=${mine.id}`),
      client.call('PUT', `cart-rows/${rowId}/`, 'store=ESSM', { cart: mine.id, quantity: 5 }),
      client.call('DELETE', `cart-rows/${rowId}/delete_item/`, `store=ESSM&cart=${mine.id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Esta línea no está en tu carrito' });
    }
    const unknownCart = await client.call(
      'GET',
      `cart-rows/${rowId}/`,
      'store=ESSM&cart=not-a-uuid',
    );
    expect(unknownCart.json()).toEqual({ detail: 'Carrito no encontrado' });
    expect((await client.cart(theirs.id)).rows[0]?.quantity).toBe(1);
  });

  it('deletes a row and answers the updated cart', async () => {
    const cart = await client.newCart();
    await client.addRow({ cart: cart.id, product_id: cleanerId, quantity: 1 });
    const second: Cart = (
      await client.addRow({ cart: cart.id, product_id: grabBarId, quantity: 1 })
    ).json();
    const [first, last] = second.rows;
    expect(last?.id).toBeGreaterThan(first?.id ?? 0);
    const response = await client.call(
      'DELETE',
      `cart-rows/${first?.id}/delete_item/`,
      `store=ESSM&cart=${cart.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().rows.map((row: { id: number }) => row.id)).toEqual([last?.id]);
    const again = await client.call(
      'DELETE',
      `cart-rows/${first?.id}/delete_item/`,
      `store=ESSM&cart=${cart.id}`,
    );
    expect(again.statusCode).toBe(404);
  });
});
