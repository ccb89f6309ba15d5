import { eq } from 'drizzle-orm';
import { brands, cartRows, productPrices, products, subOrders } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, CartRowDisplay } from '../../contracts/cart.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';
import { cartClient, kalaFixture, placeOrderFor } from './cart-test-fixtures.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let client: ReturnType<typeof cartClient>;
let kala: Awaited<ReturnType<typeof kalaFixture>>;
let cleanerId: number;
beforeAll(async () => {
  testApp = await openTestApp();
  client = cartClient(testApp);
  kala = await kalaFixture(testApp);
  cleanerId = (await seededProduct(testApp.db, 'BRS-CL730')).id;
});
afterAll(() => testApp.close());

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('carts', () => {
  it('creates an empty cart of the store and language', async () => {
    const cart = await client.newCart('store=FRSM');
    expect(cart).toMatchObject({
      store: 'FRSM',
      language: 'fr',
      status: 100,
      customer_type: 'C',
      order_number: null,
      size: 0,
      rows: [],
      coupon: null,
      coupon_code: null,
      prices: { pvp: 0, pvp_shipping: 0, pvp_saved: 0, paypal_commission: 0, pvp_total: 0 },
      shipping: { postal_code: null, zone: null, free: true, refused: false, message: null },
      professional_discount: 0,
      shipping_country: 'FR',
      billing_country: 'FR',
      billing_tax_id_type: 'cni',
      same_billing_data: true,
      observations: '',
    });
    expect(cart.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await client.cart(cart.id, 'store=FRSM')).toEqual(cart);
  });

  it('answers 404 in the request language for an unknown, malformed or other-store cart', async () => {
    const spanish = await client.newCart();
    const cases: [string, string, string][] = [
      [unknownId, 'store=ESSM', 'Carrito no encontrado'],
      ['not-a-uuid', 'store=ESSM', 'Carrito no encontrado'],
      [spanish.id, 'store=FRSM', 'Panier introuvable'],
      [unknownId, 'store=ESSM&language=fr', 'Panier introuvable'],
    ];
    for (const [id, query, detail] of cases) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await client.call(
          method,
          `carts/${id}/`,
          query,
          method === 'PUT' ? {} : undefined,
        );
        expect(response.statusCode, `${method} ${id} ${query}`).toBe(404);
        expect(response.json()).toEqual({ detail });
      }
    }
  });

  it('deletes a cart with its rows, and refuses to delete one that became an order', async () => {
    const cart = await client.newCart();
    await client.addRow({ cart: cart.id, product_id: cleanerId });
    const deleted = await client.call('DELETE', `carts/${cart.id}/`, 'store=ESSM');
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await client.call('GET', `carts/${cart.id}/`, 'store=ESSM')).statusCode).toBe(404);
    expect(await testApp.db.select().from(cartRows).where(eq(cartRows.cartId, cart.id))).toEqual(
      [],
    );

    const placed = await client.newCart();
    await placeOrderFor(testApp, placed.id, { number: 'ESSM-DEL-1', email: 'ana@example.com' });
    const refused = await client.call('DELETE', `carts/${placed.id}/`, 'store=ESSM');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'Este carrito ya es un pedido y no se puede modificar ni eliminar',
    });
  });

  it('keeps a placed cart read-only', async () => {
    const cart = await client.newCart();
    const added: Cart = (await client.addRow({ cart: cart.id, product_id: cleanerId })).json();
    await placeOrderFor(testApp, cart.id, { number: 'ESSM-RO-1', email: 'ana@example.com' });
    const rowId = added.rows[0]?.id;
    const changes = [
      client.addRow({ cart: cart.id, product_id: cleanerId }),
      client.update(cart.id, { name: 'Otra' }),
      client.call('PUT', `cart-rows/${rowId}/`, 'store=ESSM', { cart: cart.id, quantity: 2 }),
      client.call('DELETE', `cart-rows/${rowId}/delete_item/`, `store=ESSM&cart=${cart.id}`),
      client.call('POST', `carts/${cart.id}/join_email_to_cart/`, 'store=ESSM', {
        email: 'otro@example.com',
      }),
      client.call('POST', 'coupons/validate-coupon/', 'store=ESSM', {
        cart: cart.id,
        code: 'VERANO10',
      }),
    ];
    for (const response of await Promise.all(changes)) expect(response.statusCode).toBe(409);
    const read = await client.cart(cart.id);
    expect(read.order_number).toBe('ESSM-RO-1');
    expect(read.rows).toEqual(added.rows);
  });

  it('finds the cart of an order by number and e-mail, case-insensitively', async () => {
    const cart = await client.newCart();
    await client.addRow({ cart: cart.id, product_id: cleanerId, quantity: 2 });
    await placeOrderFor(testApp, cart.id, { number: 'ESSM-2025-000123', email: 'Ana@Example.com' });
    const lookup = (body: object, query = 'store=ESSM') =>
      client.call('POST', 'carts/retrieve_by_order_number/', query, body);
    const found = await lookup({ order_number: 'ESSM-2025-000123', email: ' ana@EXAMPLE.com ' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: cart.id, order_number: 'ESSM-2025-000123', size: 2 });
    for (const [body, query, detail] of [
      [
        { order_number: 'ESSM-2025-000123', email: 'other@example.com' },
        'store=ESSM',
        'Pedido no encontrado',
      ],
      [
        { order_number: 'ESSM-2025-999999', email: 'ana@example.com' },
        'store=ESSM',
        'Pedido no encontrado',
      ],
      [
        { order_number: 'ESSM-2025-000123', email: 'ana@example.com' },
        'store=FRSM',
        'Commande introuvable',
      ],
    ] as const) {
      const response = await lookup(body, query);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail });
    }
    expect((await lookup({ email: 'ana@example.com' })).json()).toEqual({
      order_number: ['Este campo es obligatorio.'],
    });
    expect((await lookup({ order_number: ' ', email: 'ana@' })).json()).toEqual({
      order_number: ['Número de pedido requerido'],
      email: ['El correo electrónico debe ser válido'],
    });
  });

  it('joins a valid e-mail to the cart and refuses a bad one', async () => {
    const cart = await client.newCart();
    const join = (email: unknown, query = 'store=ESSM') =>
      client.call('POST', `carts/${cart.id}/join_email_to_cart/`, query, { email });
    const joined = await join(' ana@example.com ');
    expect(joined.statusCode).toBe(200);
    expect(joined.json().email).toBe('ana@example.com');
    expect((await join('ana@')).json()).toEqual({
      email: ['El correo electrónico debe ser válido'],
    });
    expect((await join('', 'store=ESSM&language=fr')).json()).toEqual({
      email: [expect.any(String)],
    });
    expect((await client.cart(cart.id)).email).toBe('ana@example.com');
  });

  it('lists the rows with their display data in the request language', async () => {
    const cart = await client.newCart();
    await client.addRow({
      ...kala.configuration,
      cart: cart.id,
      product_id: kala.productId,
      installation: {
        disassembly: true,
        pre_measurement: false,
        city_id: kala.madrid?.id,
        distance: 500,
      },
      postal_code: '28001',
    });
    await client.addRow({ cart: cart.id, product_id: cleanerId });
    const response = await client.call('GET', `carts/${cart.id}/custom_rows/`, 'store=ESSM');
    expect(response.statusCode).toBe(200);
    const [screen, cleaner]: CartRowDisplay[] = response.json();
    expect(screen?.product).toMatchObject({
      ref: 'AQN-KALA-CM',
      made_to_measure: true,
      brand: { slug: 'aquanova' },
    });
    expect(screen?.product?.url).toBe(`/${screen?.product?.slug}.html`);
    expect(screen?.product?.image_public_id).toEqual(expect.any(String));
    expect(screen?.configuration_summary).toEqual(
      expect.arrayContaining([
        { label: expect.any(String), value: '95 cm' },
        { label: expect.any(String), value: '195 cm' },
        {
          label: 'Perfiles y accesorios',
          value: expect.stringMatching(/^Perfil compensador de 2 cm \(.+\)$/),
        },
      ]),
    );
    expect(screen?.installation_summary).toEqual(
      expect.arrayContaining([
        { label: 'Instalación', value: 'Madrid' },
        { label: 'Distancia', value: 'Hasta 30 km de la capital de provincia' },
        { label: 'Desmontaje de la mampara o bañera antigua', value: 'Sí' },
      ]),
    );
    expect(screen?.delivery_promise?.text).toMatch(/^Entrega entre el /);
    expect(cleaner?.product?.made_to_measure).toBe(false);
    expect(cleaner?.installation_summary).toEqual([]);
    expect(cleaner?.configuration_summary).toEqual([]);

    const french: CartRowDisplay[] = (
      await client.call('GET', `carts/${cart.id}/custom_rows/`, 'store=ESSM&language=fr')
    ).json();
    expect(french[0]?.installation_summary[0]).toEqual({ label: 'Installation', value: 'Madrid' });
    expect(french[0]?.configuration_summary).toEqual(
      expect.arrayContaining([
        {
          label: 'Profilés et accessoires',
          value: expect.stringMatching(/^Profilé de compensation/),
        },
      ]),
    );
  });

  it('re-prices every row from the catalogue with check=true', async () => {
    const cart = await client.newCart();
    const added: Cart = (
      await client.addRow({ cart: cart.id, product_id: cleanerId, quantity: 2 })
    ).json();
    const [row] = added.rows;
    await testApp.db
      .update(productPrices)
      .set({ pvp: 1090 })
      .where(eq(productPrices.productId, cleanerId));
    const stored = await client.cart(cart.id);
    expect(stored.rows[0]?.total_pvp).toBe(1980);
    const checked = await client.call('GET', `carts/${cart.id}/`, 'store=ESSM&check=true');
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      changed_rows: [row?.id],
      unavailable_rows: [],
      cart_total: 2180,
      rows: [{ unit_pvp: 1090, total_pvp: 2180 }],
    });
    const again = (await client.call('GET', `carts/${cart.id}/`, 'store=ESSM&check=true')).json();
    expect(again.changed_rows).toEqual([]);

    await testApp.db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, cleanerId));
    await testApp.db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, kala.productId));
    await testApp.db.insert(cartRows).values({
      cartId: cart.id,
      productId: kala.productId,
      quantity: 1,
      unitPvp: 100,
      totalPvp: 100,
      configuration: {},
    });
    const short = (await client.call('GET', `carts/${cart.id}/`, 'store=ESSM&check=true')).json();
    expect(short.unavailable_rows).toEqual([
      { id: expect.any(Number), detail: 'Este producto no está disponible en esta tienda' },
      { id: row?.id, detail: 'Articulo fuera de stock.' },
    ]);
    await testApp.db
      .update(products)
      .set({ stockQuantity: 500, isActive: true })
      .where(eq(products.id, cleanerId));
    await testApp.db
      .update(products)
      .set({ isActive: true })
      .where(eq(products.id, kala.productId));
  });

  it('lists the sub-orders of the cart’s order and nobody else’s', async () => {
    const cart = await client.newCart();
    const added: Cart = (await client.addRow({ cart: cart.id, product_id: cleanerId })).json();
    const list = (query: string) => client.call('GET', 'sub-orders/', query);
    expect((await list(`store=ESSM&cart=${cart.id}`)).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    const orderId = await placeOrderFor(testApp, cart.id, {
      number: 'ESSM-SUB-1',
      email: 'a@b.es',
    });
    const [brand] = await testApp.db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .limit(1);
    const [subOrder] = await testApp.db
      .insert(subOrders)
      .values({
        cartRowId: added.rows[0]?.id ?? 0,
        orderId,
        brandId: brand?.id,
        status: 600,
        quantity: 1,
        carrier: 'SEUR',
        trackingNumber: 'X1',
      })
      .returning({ id: subOrders.id });
    const listed = (await list(`store=ESSM&cart=${cart.id}`)).json();
    expect(listed.count).toBe(1);
    expect(listed.results[0]).toMatchObject({
      id: subOrder?.id,
      order_id: orderId,
      brand: { id: brand?.id, name: brand?.name },
      status: 600,
      status_label: 'Enviado',
      carrier: 'SEUR',
      tracking_number: 'X1',
      shipped_at: null,
    });
    const french = (await list(`store=ESSM&language=fr&cart=${cart.id}`)).json();
    expect(french.results[0].status_label).toBe('Expédiée');
    const one = await client.call(
      'GET',
      `sub-orders/${subOrder?.id}/`,
      `store=ESSM&cart=${cart.id}`,
    );
    expect(one.json()).toEqual(listed.results[0]);
    const other = await client.newCart();
    expect((await list(`store=ESSM&cart=${other.id}`)).json().count).toBe(0);
    const foreign = await client.call(
      'GET',
      `sub-orders/${subOrder?.id}/`,
      `store=ESSM&cart=${other.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect((await list(`store=ESSM&cart=${unknownId}`)).statusCode).toBe(404);
  });

  it('answers 401 to admin calls before reading them, in the request language', async () => {
    const adminCalls: [Parameters<typeof client.call>[0], string][] = [
      ['GET', 'carts/'],
      ['GET', 'sub-orders/'],
      ['POST', 'sub-orders/'],
      ['PUT', 'sub-orders/1/'],
      ['PATCH', 'sub-orders/1/'],
      ['DELETE', 'sub-orders/1/'],
      ['GET', 'coupons/'],
      ['POST', 'coupons/'],
      ['GET', 'coupons/1/'],
      ['PUT', 'coupons/1/'],
      ['DELETE', 'coupons/1/'],
    ];
    for (const [method, path] of adminCalls) {
      const response = await client.call(
        method,
        path,
        'store=ESSM',
        method === 'GET' || method === 'DELETE' ? undefined : {},
      );
      expect(response.statusCode, `${method} ${path}`).toBe(401);
      expect(response.json()).toEqual({
        detail: 'Las credenciales de autenticación no se proveyeron o no son válidas.',
      });
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    const french = await client.call('GET', 'coupons/', 'store=FRSM');
    expect(french.json()).toEqual({
      detail: "Les informations d'authentification sont absentes ou non valides.",
    });
  });
});
