import { and, eq } from 'drizzle-orm';
import {
  attributeOptions,
  attributes,
  productAttributeOptions,
  productAttributes,
  productPrices,
  products,
  productStores,
  productTranslations,
} from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeblistByCategory } from '../../../contracts/listing.ts';
import { openTestApp } from '../../../testing/test-app.ts';

// Listings read product_listings, which database triggers rewrite from products,
// product_stores, product_prices, product_translations, product_facets and the widths'
// attributes; each write below is made straight to its table, as any writer would, and the
// next listing (answer cache off) must show it.
let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp({ CATALOGUE_CACHE_SECONDS: '0' });
});
afterAll(() => testApp.close());

const category = 'mamparas-de-ducha';

async function listing(query = '', scope = 'store=ESSM') {
  const response = await testApp.app.inject({
    url: `/catalog/v1/${category}/weblist_by_category/?${scope}&page_size=-1${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json() as WeblistByCategory;
  return { list, ids: list.results.map((card) => card.id), count: list.paginator.count };
}

async function listedProduct(query = '') {
  const { ids } = await listing(query);
  const [id] = ids;
  if (id === undefined) throw new Error(`nothing listed for ${query}`);
  return id;
}

describe('listings follow every write they are precomputed from', () => {
  it('drops a deactivated product and lists it again once reactivated', async () => {
    const before = await listing();
    const id = await listedProduct();
    await testApp.db.update(products).set({ isActive: false }).where(eq(products.id, id));
    const hidden = await listing();
    expect(hidden.ids).not.toContain(id);
    expect(hidden.count).toBe(before.count - 1);
    await testApp.db.update(products).set({ isActive: true }).where(eq(products.id, id));
    expect((await listing()).ids).toContain(id);
  });

  it('counts a product as made to measure once it becomes one', async () => {
    const standard = (await listing()).list.results.find((card) => !card.made_to_measure);
    if (!standard) throw new Error('every screen is made to measure');
    const before = await listing('&a-medida=true');
    await testApp.db
      .update(products)
      .set({ madeToMeasure: true })
      .where(eq(products.id, standard.id));
    const after = await listing('&a-medida=true');
    expect(after.ids).toContain(standard.id);
    expect(after.count).toBe(before.count + 1);
  });

  it('puts a product first among best sellers once it sells the most', async () => {
    const last = (await listing('&sort=best_seller')).ids.at(-1);
    if (last === undefined) throw new Error('empty listing');
    await testApp.db.update(products).set({ salesCount: 1_000_000 }).where(eq(products.id, last));
    expect((await listing('&sort=best_seller')).ids[0]).toBe(last);
  });

  it('follows the store: hidden there, and a novelty ahead of the products that are not', async () => {
    const news = (await listing('&sort=news')).ids;
    const [hidden, last] = news.slice(-2);
    if (hidden === undefined || last === undefined) throw new Error('too few screens');
    await testApp.db
      .update(productStores)
      .set({ isVisible: false })
      .where(and(eq(productStores.productId, hidden), eq(productStores.storeCode, 'ESSM')));
    expect((await listing()).ids).not.toContain(hidden);

    await testApp.db
      .update(productStores)
      .set({ isNovelty: true })
      .where(and(eq(productStores.productId, last), eq(productStores.storeCode, 'ESSM')));
    const after = (await listing('&sort=news')).ids;
    expect(after.indexOf(last)).toBeLessThan(news.length - 2);
  });

  it('follows the prices: the price order and filter, and no price no listing', async () => {
    const id = await listedProduct('&sort=lower_price');
    const cheapest = await listing('&sort=lower_price');
    const last = cheapest.ids.at(-1);
    if (last === undefined) throw new Error('empty listing');
    await testApp.db
      .update(productPrices)
      .set({ fromPvp: 1 })
      .where(and(eq(productPrices.productId, last), eq(productPrices.storeCode, 'ESSM')));
    const repriced = await listing('&sort=lower_price');
    expect(repriced.ids[0]).toBe(last);
    expect((await listing('&precio_max=1')).ids).toEqual([last]);

    await testApp.db
      .delete(productPrices)
      .where(
        and(
          eq(productPrices.productId, id),
          eq(productPrices.storeCode, 'ESSM'),
          eq(productPrices.customerType, 'P'),
        ),
      );
    expect((await listing('', 'store=ESSM&user_type=P')).ids).not.toContain(id);
    expect((await listing()).ids).toContain(id);
  });

  it('lists a product in a language only while it is named in it', async () => {
    const id = await listedProduct();
    await testApp.db
      .delete(productTranslations)
      .where(and(eq(productTranslations.productId, id), eq(productTranslations.language, 'es')));
    expect((await listing()).ids).not.toContain(id);
  });

  it('filters by width after a made-to-measure range or a standard size changes', async () => {
    const [measured] = await testApp.db
      .select({ id: productAttributes.id, productId: productAttributes.productId })
      .from(productAttributes)
      .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
      .where(eq(attributes.slug, 'width-attr'))
      .limit(1);
    if (!measured) throw new Error('no made-to-measure width in the demo data');
    expect((await listing('&ancho_min=900')).ids).not.toContain(measured.productId);
    await testApp.db
      .update(productAttributes)
      .set({ rangeMaxCm: 950 })
      .where(eq(productAttributes.id, measured.id));
    expect((await listing('&ancho_min=900')).ids).toContain(measured.productId);

    const [size] = await testApp.db
      .select({ optionId: attributeOptions.id, productId: productAttributes.productId })
      .from(productAttributeOptions)
      .innerJoin(
        productAttributes,
        eq(productAttributes.id, productAttributeOptions.productAttributeId),
      )
      .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
      .innerJoin(
        attributeOptions,
        eq(attributeOptions.id, productAttributeOptions.attributeOptionId),
      )
      .where(eq(attributes.slug, 'medida'))
      .limit(1);
    if (!size) throw new Error('no standard size in the demo data');
    expect((await listing('&ancho_min=1000&ancho_max=1000')).ids).not.toContain(size.productId);
    await testApp.db
      .update(attributeOptions)
      .set({ valueNumeric: 1000 })
      .where(eq(attributeOptions.id, size.optionId));
    expect((await listing('&ancho_min=1000&ancho_max=1000')).ids).toContain(size.productId);
  });
});
