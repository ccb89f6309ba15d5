import { eq } from 'drizzle-orm';
import { carts, users } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from './contracts/auth.ts';
import type { Cart } from './contracts/cart.ts';
import { seededProduct } from './routes/catalog/products/product-test-fixtures.ts';
import {
  malformedRequests,
  type MalformedRequest,
  type OpenApiDocument,
  type Samples,
} from './testing/malformed-requests.ts';
import { demoStaffEmails, staffHeaders } from './testing/staff-sign-in.ts';
import { openTestApp } from './testing/test-app.ts';

/*
 * Bad input is the caller's mistake: a 4xx in the caller's language that changes nothing, never
 * a 500. Every operation of the api's own OpenAPI document (so a call added later is covered
 * without editing this file) is sent NUL bytes, ids past PostgreSQL's integer, wrong types and
 * broken bodies; then the exact answers to a few of them.
 */

let shop: Awaited<ReturnType<typeof openTestApp>>;
let document: OpenApiDocument;
/** Who sends: a guest, a customer, a shop admin customer account and a staff owner. */
const credentials: Record<string, Record<string, string>> = { guest: {} };
let cartId = '';
let productId = 0;

async function logIn(email: string): Promise<string> {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/auth-users/token/?store=ESSM',
    payload: { email, password: 'demo1234' },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json<TokenPair>().access;
}

beforeAll(async () => {
  shop = await openTestApp();
  document = (await shop.app.inject({ url: '/openapi.json' })).json();
  credentials.customer = { authorization: `Bearer ${await logIn('cliente@mamparas-demo.es')}` };
  credentials.admin = { authorization: `Bearer ${await logIn('admin@mamparas-demo.es')}` };
  // The staff app's calls read their input only once a staff session and its CSRF header pass.
  credentials.staff = await staffHeaders(shop.app, demoStaffEmails.owner);
  const cart = await shop.app.inject({ method: 'POST', url: '/cart/v1/carts/?store=ESSM' });
  cartId = cart.json<Cart>().id;
  productId = (await seededProduct(shop.db, 'AQN-KALA-CM')).id;
});
afterAll(() => shop.close());

/** Real values for the fields that name something, so a request gets past "not found". */
const samples: Samples = (name, schema) => {
  if (['cart', 'cart_id'].includes(name)) return cartId;
  if (['product', 'product_id'].includes(name)) return productId;
  if (name.endsWith('_url') || schema.format === 'uri') return 'http://localhost:3000/';
  if (name === 'email') return 'cliente@mamparas-demo.es';
  if (name.startsWith('password') || name === 'current_password') return 'demo1234';
  if (name === 'idempotency_key') return 'malformed-input-key';
  if (name === 'slug') return 'pagina-de-prueba';
  return undefined;
};

function send(request: MalformedRequest, who: string) {
  return shop.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...credentials[who] },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

const guardedBefore = (statusCode: number) => statusCode === 401 || statusCode === 403;

describe('malformed input on every operation', () => {
  it('is never answered with a server error, and a NUL byte always with 400', async () => {
    const requests = malformedRequests(document, { store: 'ESSM', language: 'fr' }, samples);
    expect(requests.length).toBeGreaterThan(2000);
    const failures: string[] = [];
    const guarded = new Set<string>();
    const check = async (request: MalformedRequest, who: string) => {
      const response = await send(request, who);
      const { statusCode } = response;
      if (guardedBefore(statusCode)) guarded.add(request.operation);
      // 501: the admin calls not built yet say so on purpose.
      const crashed = statusCode >= 500 && statusCode !== 501;
      // A NUL byte is never accepted: 400, or the caller refused before the input is read.
      const refused = statusCode === 400 || guardedBefore(statusCode);
      if (crashed || (request.hasNul && !refused))
        failures.push(
          `${request.operation} ${request.broken} as ${who}: ${statusCode} ${response.body.slice(0, 300)}`,
        );
    };
    for (const request of requests) await check(request, 'guest');
    // Signed in, the calls a guest may not make get as far as their handlers.
    expect(guarded.size).toBeGreaterThan(20);
    for (const who of ['customer', 'admin', 'staff'])
      for (const request of requests.filter((r) => guarded.has(r.operation)))
        await check(request, who);
    expect(failures).toEqual([]);
  }, 180_000);
});

const nul = 'Ana\u0000';
const forbidden = {
  es: 'Contiene caracteres no permitidos.',
  fr: 'Contient des caractères non autorisés.',
};
const invalidId = { es: 'Identificador no válido.', fr: 'Identifiant non valide.' };
const tooBig = 2 ** 31;

describe('the exact answers', () => {
  it('refuses a NUL byte in a sign-up name and opens no account', async () => {
    const email = 'nul-en-el-nombre@example.com';
    const response = await shop.app.inject({
      method: 'POST',
      url: '/auth-users/v1/clients/signup/?store=ESSM',
      payload: {
        email,
        first_name: nul,
        last_name: 'Martín',
        password: 'ducha-123',
        password_confirmation: 'ducha-123',
        privacy_policy: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ first_name: [forbidden.es] });
    expect(await shop.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses a NUL byte in the observations and leaves the cart as it was', async () => {
    const [before] = await shop.db.select().from(carts).where(eq(carts.id, cartId));
    const response = await shop.app.inject({
      method: 'PUT',
      url: `/cart/v1/carts/${cartId}/?store=ESSM&language=fr`,
      payload: { name: 'Ana', observations: `Llamar antes\n${nul}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ observations: [forbidden.fr] });
    const [after] = await shop.db.select().from(carts).where(eq(carts.id, cartId));
    expect(after).toEqual(before);
  });

  it('refuses a NUL byte in a coupon code', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/cart/v1/coupons/validate-coupon/?store=ESSM',
      payload: { cart: cartId, code: 'BIENVENIDA\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: [forbidden.es] });
  });

  it('refuses a NUL byte in a slug, in a key and in a header', async () => {
    const slug = await shop.app.inject({
      url: '/catalog/v1/products/mampara%00/retrieve_by_slug/?store=FRSM',
    });
    expect(slug.statusCode).toBe(400);
    expect(slug.json()).toEqual({ slug: [forbidden.fr] });

    const key = await shop.app.inject({
      method: 'POST',
      url: '/auth-users/v1/newsletters/?store=ESSM',
      payload: {
        email: 'boletin@example.com',
        tag: 'newsletter',
        store: 'ESSM',
        meta_data: { 'origen\u0000': 'pie' },
      },
    });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toEqual({ meta_data: [forbidden.es] });

    const header = await shop.app.inject({
      url: '/catalog/v1/brands/web_list/?store=ESSM',
      headers: { 'x-forwarded-for': '203.0.113.7\u0000' },
    });
    expect(header.statusCode).toBe(400);
    expect(header.json()).toEqual({ 'x-forwarded-for': [forbidden.es] });
  });

  it('refuses an id past PostgreSQL integer on a cart row, a product and an order', async () => {
    const row = await shop.app.inject({
      url: `/cart/v1/cart-rows/${tooBig}/?store=ESSM&cart=${cartId}`,
    });
    const product = await shop.app.inject({
      url: `/catalog/v1/products/${tooBig}/quick_view/?store=FRSM`,
    });
    const order = await shop.app.inject({
      url: `/cart/v1/orders/${tooBig}/?store=ESSM`,
      headers: credentials.customer,
    });
    expect([row, product, order].map((response) => response.statusCode)).toEqual([400, 400, 400]);
    expect(row.json()).toEqual({ id: [invalidId.es] });
    expect(product.json()).toEqual({ id: [invalidId.fr] });
    expect(order.json()).toEqual({ id: [invalidId.es] });
  });

  it('refuses an id past PostgreSQL integer in a body, and an id list holding one', async () => {
    const row = await shop.app.inject({
      method: 'POST',
      url: '/cart/v1/cart-rows/?store=ESSM',
      payload: { cart: cartId, product_id: tooBig },
    });
    expect(row.statusCode).toBe(400);
    expect(row.json()).toEqual({ product_id: [invalidId.es] });
    const cards = await shop.app.inject({
      url: `/catalog/v1/weblist_products/?store=ESSM&ids=${productId},${tooBig}`,
    });
    expect(cards.statusCode).toBe(400);
    expect(cards.json()).toEqual({ 'ids.1': [invalidId.es] });
  });

  it('answers broken bodies with 4xx in the request language', async () => {
    const post = (payload: string, contentType = 'application/json') =>
      shop.app.inject({
        method: 'POST',
        url: '/cart/v1/coupons/validate-coupon/?store=ESSM&language=fr',
        headers: { 'content-type': contentType },
        payload,
      });
    const malformed = { non_field_errors: ['La requête n’est pas valide.'] };
    const broken = await post('{"cart":');
    expect([broken.statusCode, broken.json()]).toEqual([400, malformed]);
    const deep = await post(`{"cart":"x","code":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect([deep.statusCode, deep.json()]).toEqual([400, malformed]);
    const text = await post('code=BIENVENIDA', 'application/x-www-form-urlencoded');
    expect([text.statusCode, text.json()]).toEqual([
      415,
      { detail: 'Type de contenu non pris en charge.' },
    ]);
  });
});
