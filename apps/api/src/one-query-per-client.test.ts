import { testServerUrl, watchOverlappingQueries } from '@shop/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { priceCartRows } from './cart/price-cart-row.ts';
import type { ProductPrices } from './contracts/staff-prices.ts';
import { cartClient, kalaFixture } from './routes/cart/cart-test-fixtures.ts';
import { seededProduct } from './routes/catalog/products/product-test-fixtures.ts';
import { checkoutData, newKey } from './routes/payment/checkout-test-fixtures.ts';
import { demoStaffEmails, staffHeaders } from './testing/staff-sign-in.ts';
import { openTestApp } from './testing/test-app.ts';

/*
 * A transaction (or any client lent by the pool) runs one query at a time: queries sent
 * together on it (Promise.all over a transaction's queries) make node-postgres queue them and
 * print a DeprecationWarning, and pg@9 will refuse them. Only a PostgreSQL server has clients,
 * so this runs on one in both runs of the suite, through the shop's busiest flows.
 */

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let watch: ReturnType<typeof watchOverlappingQueries>;
beforeAll(async () => {
  testApp = await openTestApp({ CATALOGUE_CACHE_SECONDS: '0' }, { serverUrl: testServerUrl() });
  watch = watchOverlappingQueries();
});
// Each flow answers for its own statements.
beforeEach(() => watch.overlapping.splice(0));
afterAll(async () => {
  watch.stop();
  await testApp.close();
});

const get = async (url: string) => {
  const answer = await testApp.app.inject({ url });
  expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
  return answer;
};

describe('one query at a time on each PostgreSQL client', () => {
  it('browses: listings, filters, search, a product page', async () => {
    const store = 'store=ESSM&language=es';
    await get(`/catalog/v1/mamparas-de-ducha/weblist_by_category/?${store}&sort=lower_price`);
    await get(`/catalog/v1/mamparas-de-ducha/weblist_by_category/?${store}&q=mampara%20120`);
    const category = (
      await get(`/catalog/v1/categories/mamparas-de-ducha/retrieve_by_slug/?${store}`)
    ).json<{ id: number }>();
    await get(`/catalog/v1/category-filters/web_list/?${store}&category_id=${category.id}`);
    await get(`/catalog/v1/weblist_products/?${store}&q=mampra`);
    await get(`/catalog/v1/search/suggestions/?${store}&q=mampara`);
    const { es: slug } = await seededProduct(testApp.db, 'AQN-KALA-CM');
    const product = (await get(`/catalog/v1/products/${slug}/retrieve_by_slug/?${store}`)).json<{
      id: number;
    }>();
    await Promise.all([
      get(`/catalog/v1/products/${product.id}/attributes/?${store}`),
      get(`/catalog/v1/products/${product.id}/related_products/?${store}`),
      get(`/reviews/v1/reviews/?${store}&product_id=${product.id}`),
    ]);
    expect(watch.overlapping).toEqual([]);
  });

  it('fills a cart and pays it by transfer', async () => {
    const carts = cartClient(testApp);
    const kala = await kalaFixture(testApp);
    const cart = await carts.newCart();
    for (let row = 0; row < 2; row += 1) {
      const added = await carts.addRow({
        cart: cart.id,
        product_id: kala.productId,
        ...kala.configuration,
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    await get(`/cart/v1/carts/${cart.id}/?store=ESSM`);
    expect((await carts.update(cart.id, checkoutData.ESSM)).statusCode).toBe(200);
    const paid = await testApp.app.inject({
      method: 'POST',
      url: '/payment/v1/transfer/payments/create_order/?store=ESSM',
      payload: { cart: cart.id, idempotency_key: newKey() },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const reference = paid.json<{ payment_reference: string }>().payment_reference;
    await get(`/payment/v1/payments/${reference}/?store=ESSM`);
    expect(watch.overlapping).toEqual([]);
  });

  it('prices a professional quotation inside its transaction', async () => {
    const kala = await kalaFixture(testApp);
    const [priced] = await testApp.db.transaction((tx) =>
      priceCartRows(tx, { store: 'ESSM', language: 'es', user_type: 'P' }, [
        {
          productId: kala.productId,
          request: { quantity: 1, installation: null, postal_code: null, ...kala.configuration },
        },
      ]),
    );
    expect(priced?.ok).toBe(true);
    expect(watch.overlapping).toEqual([]);
  });

  it('changes a price, refreshing the from-prices in the same transaction', async () => {
    const headers = await staffHeaders(testApp.app, demoStaffEmails.catalogue_editor);
    const { id } = await seededProduct(testApp.db, 'BRS-CL730');
    const url = `/admin/v1/products/${id}/prices/`;
    const [own] = (await testApp.app.inject({ url, headers })).json<ProductPrices>().rows;
    if (!own?.client_pvp) throw new Error('the seed has no price for BRS-CL730');
    // The row as read, a euro dearer for shoppers.
    const saved = await testApp.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { rows: [{ ...own, variant_ref: undefined, client_pvp: own.client_pvp + 100 }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(watch.overlapping).toEqual([]);
  });
});
