import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';
import { accountClient, insertAccount } from './account-test-fixtures.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let ana: Awaited<ReturnType<typeof insertAccount>>;
let other: Awaited<ReturnType<typeof insertAccount>>;
beforeAll(async () => {
  testApp = await openTestApp();
  ana = await insertAccount(testApp);
  other = await insertAccount(testApp);
});
afterAll(() => testApp.close());

const shipping = {
  name: 'Ana',
  surnames: 'García López',
  phone: '612345678',
  address: 'Calle Mayor',
  number: '12',
  postal_code: '28013',
  city: 'Madrid',
  province: 'Madrid',
};
const billing = {
  business_name: 'Reformas Ana, S.L.',
  tax_id_type: 'cif',
  tax_id: 'B12345674',
  name: 'Ana',
  surname: 'García',
  address: 'Calle Mayor',
  number: '12',
  postal_code: '28013',
  city: 'Madrid',
  province: 'Madrid',
};

describe('the address book', () => {
  it('refuses guests on every call', async () => {
    const guest = accountClient(testApp);
    for (const [method, path] of [
      ['GET', '/auth-users/v1/shipping-addresses/'],
      ['POST', '/auth-users/v1/shipping-addresses/'],
      ['GET', '/auth-users/v1/billing-addresses/1/'],
      ['DELETE', '/auth-users/v1/billing-addresses/1/'],
      ['GET', '/auth-users/v1/products-wishlist/'],
      ['GET', '/cart/v1/orders/'],
      ['GET', '/cart/v1/quotations/'],
    ] as const) {
      const response = await guest(method, path, method === 'POST' ? {} : undefined);
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('keeps one default shipping address, lists the caller’s only, updates and deletes', async () => {
    const call = accountClient(testApp, ana.token);
    const first = await call('POST', '/auth-users/v1/shipping-addresses/', shipping);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...shipping, flat: '', country: 'ES', is_default: true });
    const second = await call('POST', '/auth-users/v1/shipping-addresses/', {
      ...shipping,
      address: 'Calle Alcalá',
      is_default: true,
    });
    expect(second.json()).toMatchObject({ address: 'Calle Alcalá', is_default: true });
    await accountClient(testApp, other.token)(
      'POST',
      '/auth-users/v1/shipping-addresses/',
      shipping,
    );

    const list = await call('GET', '/auth-users/v1/shipping-addresses/');
    expect(list.json()).toMatchObject({ count: 2, next: null, previous: null });
    const flags = list
      .json()
      .results.map((row: { address: string; is_default: boolean }) => [
        row.address,
        row.is_default,
      ]);
    expect(flags).toEqual([
      ['Calle Alcalá', true],
      ['Calle Mayor', false],
    ]);

    const id = first.json().id;
    const updated = await call('PUT', `/auth-users/v1/shipping-addresses/${id}/`, {
      ...shipping,
      flat: '3º B',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, flat: '3º B' });
    expect((await call('DELETE', `/auth-users/v1/shipping-addresses/${id}/`)).statusCode).toBe(204);
    expect((await call('GET', `/auth-users/v1/shipping-addresses/${id}/`)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s address, and changes nothing', async () => {
    const created = await accountClient(testApp, ana.token)(
      'POST',
      '/auth-users/v1/billing-addresses/',
      billing,
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const intruder = accountClient(testApp, other.token);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await intruder(
        method,
        `/auth-users/v1/billing-addresses/${id}/`,
        method === 'PUT' ? billing : undefined,
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Dirección no encontrada' });
    }
    const mine = await accountClient(testApp, ana.token)(
      'GET',
      `/auth-users/v1/billing-addresses/${id}/`,
    );
    expect(mine.json()).toMatchObject({
      tax_id: 'B12345674',
      business_name: billing.business_name,
    });
  });

  it('names every wrong field with the edition’s rules, in the request’s language', async () => {
    const call = accountClient(testApp, ana.token);
    const spanish = await call('POST', '/auth-users/v1/billing-addresses/', {
      ...billing,
      tax_id: 'B1234567X',
      postal_code: '2801',
    });
    expect(spanish.statusCode).toBe(400);
    expect(Object.keys(spanish.json()).sort()).toEqual(['postal_code', 'tax_id']);
    const french = await call(
      'POST',
      '/auth-users/v1/shipping-addresses/',
      { ...shipping, phone: '12', postal_code: '6900' },
      'store=FRSM',
    );
    expect(french.statusCode).toBe(400);
    expect(Object.keys(french.json()).sort()).toEqual(['phone', 'postal_code']);
    expect(french.json().phone).toEqual([expect.stringMatching(/téléphone/)]);
    // The Canary Islands get no deliveries: not a shipping address of the Spanish edition.
    const spanishShipping = await call('POST', '/auth-users/v1/shipping-addresses/', {
      ...shipping,
      phone: '12',
      postal_code: '35001',
    });
    expect(spanishShipping.json().phone).toEqual(['Introduce un número de teléfono correcto']);
    expect(Object.keys(spanishShipping.json()).sort()).toEqual(['phone', 'postal_code']);
  });
});

describe('the wishlist', () => {
  it('adds a product once, destroys by product and merges a guest’s list without duplicates', async () => {
    const call = accountClient(testApp, ana.token);
    const cleaner = await seededProduct(testApp.db, 'BRS-CL730');
    const kala = await seededProduct(testApp.db, 'AQN-KALA-CM');
    const path = '/auth-users/v1/products-wishlist/';
    const added = await call('POST', path, { user: ana.id, product: cleaner.id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      product: { id: cleaner.id, url: expect.stringMatching(/\.html$/) },
    });
    const again = await call('POST', path, { user: ana.id, product: cleaner.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(added.json().id);

    const merged = await call('POST', `${path}set-favourites/`, {
      user: ana.id,
      product_ids: [kala.id, cleaner.id, kala.id, 999999],
    });
    expect(merged.statusCode).toBe(200);
    const ids = merged.json().results.map((item: { product: { id: number } }) => item.product.id);
    expect(ids).toEqual([cleaner.id, kala.id]);

    expect((await call('DELETE', `${path}${cleaner.id}/`)).statusCode).toBe(204);
    expect((await call('DELETE', `${path}${cleaner.id}/`)).statusCode).toBe(404);
    const list = await call('GET', path);
    expect(list.json()).toMatchObject({ count: 1, results: [{ product: { id: kala.id } }] });
    const othersList = await accountClient(testApp, other.token)('GET', path);
    expect(othersList.json()).toMatchObject({ count: 0, results: [] });
  });

  it('refuses to write another user’s wishlist with 403', async () => {
    const cleaner = await seededProduct(testApp.db, 'BRS-CL730');
    const call = accountClient(testApp, other.token);
    const path = '/auth-users/v1/products-wishlist/';
    expect((await call('POST', path, { user: ana.id, product: cleaner.id })).statusCode).toBe(403);
    const merge = await call('POST', `${path}set-favourites/`, {
      user: ana.id,
      product_ids: [cleaner.id],
    });
    expect(merge.statusCode).toBe(403);
  });
});
