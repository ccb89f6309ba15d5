import { and, eq, inArray } from 'drizzle-orm';
import {
  attributeOptions,
  categoryTranslations,
  productAttributeOptions,
  productAttributes,
  productCategories,
} from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WeblistByCategory } from '../../../contracts/listing.ts';
import { openTestApp } from '../../../testing/test-app.ts';

// The listing reads product_facets, which database triggers keep in step with the catalogue
// tables; the answer cache is off so each call reads the database.
let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp({ CATALOGUE_CACHE_SECONDS: '0' });
});
afterAll(() => testApp.close());

const listing = async (category: string, filters = '') => {
  const response = await testApp.app.inject({
    url: `/catalog/v1/${category}/weblist_by_category/?store=ESSM&page_size=-1${filters}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json() as WeblistByCategory;
  return { ids: list.results.map((card) => card.id), count: list.paginator.count };
};

async function categoryId(slug: string) {
  const [row] = await testApp.db
    .select({ id: categoryTranslations.categoryId })
    .from(categoryTranslations)
    .where(and(eq(categoryTranslations.slug, slug), eq(categoryTranslations.language, 'es')));
  if (!row) throw new Error(`no category ${slug}`);
  return row.id;
}

describe('listing facets follow the catalogue tables', () => {
  it('lists a product filed under the category, and no longer once it is taken out', async () => {
    const screens = await listing('mamparas-de-ducha');
    const trays = await listing('platos-de-ducha');
    const tray = trays.ids.find((id) => !screens.ids.includes(id));
    if (tray === undefined) throw new Error('every tray is also a screen');
    const screensId = await categoryId('mamparas-de-ducha');

    await testApp.db.insert(productCategories).values({ productId: tray, categoryId: screensId });
    const filed = await listing('mamparas-de-ducha');
    expect(filed.ids).toContain(tray);
    expect(filed.count).toBe(screens.count + 1);

    await testApp.db
      .delete(productCategories)
      .where(
        and(eq(productCategories.productId, tray), eq(productCategories.categoryId, screensId)),
      );
    expect((await listing('mamparas-de-ducha')).ids).not.toContain(tray);
  });

  it('drops a product from a colour filter once its configurator stops offering the colour', async () => {
    const black = await listing('mamparas-de-ducha', '&color-perfil=negro-mate');
    const [product] = black.ids;
    if (product === undefined) throw new Error('no matt black screen in the demo data');
    const offered = await testApp.db
      .select({ id: productAttributeOptions.id })
      .from(productAttributeOptions)
      .innerJoin(
        productAttributes,
        eq(productAttributes.id, productAttributeOptions.productAttributeId),
      )
      .innerJoin(
        attributeOptions,
        eq(attributeOptions.id, productAttributeOptions.attributeOptionId),
      )
      .where(
        and(eq(productAttributes.productId, product), eq(attributeOptions.slug, 'negro-mate')),
      );
    expect(offered.length).toBeGreaterThan(0);

    await testApp.db.delete(productAttributeOptions).where(
      inArray(
        productAttributeOptions.id,
        offered.map(({ id }) => id),
      ),
    );
    const after = await listing('mamparas-de-ducha', '&color-perfil=negro-mate');
    expect(after.ids).not.toContain(product);
    expect(after.count).toBe(black.count - 1);
  });
});
