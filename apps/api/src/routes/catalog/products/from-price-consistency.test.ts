import { fromPrice } from '@shop/domain';
import { generateCatalogue, products } from '@shop/db';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductCard } from '../../../contracts/catalog.ts';
import type { ProductConfiguratorData, ProductDetail } from '../../../contracts/product.ts';
import { openTestApp } from '../../../testing/test-app.ts';

type TestApp = Awaited<ReturnType<typeof openTestApp>>;

const scopes = [
  'store=ESSM&language=es&user_type=C',
  'store=ESSM&language=es&user_type=P',
  'store=FRSM&language=fr&user_type=C',
  'store=FRSM&language=fr&user_type=P',
];

const get = async <Body>(testApp: TestApp, path: string, scope: string): Promise<Body> => {
  const response = await testApp.app.inject({ url: `/catalog/v1/${path}?${scope}` });
  if (response.statusCode !== 200) throw new Error(`${path} ${scope}: ${response.body}`);
  return response.json();
};

/**
 * Every price a card and a product page show, checked against what the cart charges: the
 * cheapest configuration of the api's own configurator data is priced through the call the
 * cart uses and must cost exactly the card's price. Returns one line per disagreement.
 */
async function priceDisagreements(
  testApp: TestApp,
  chosen: (card: ProductCard) => boolean,
): Promise<string[]> {
  const disagreements: string[] = [];
  for (const scope of scopes) {
    const cards = (
      await get<{ results: ProductCard[] }>(testApp, 'best_sellers/', `${scope}&page_size=-1`)
    ).results;
    const checked = cards.filter(chosen);
    if (checked.length === 0) disagreements.push(`${scope}: no product to check`);
    for (const card of checked) {
      const where = `${card.ref} (${scope})`;
      const configurator = await get<ProductConfiguratorData>(
        testApp,
        `products/${card.id}/attributes/`,
        scope,
      );
      const lowest = fromPrice({
        product: configurator,
        customerType: scope.endsWith('P') ? 'professional' : 'client',
        oldPrices: { base: null, variants: new Map() },
      });
      if (!lowest) {
        disagreements.push(`${where}: no configuration can be bought`);
        continue;
      }
      if (card.prices.pvp !== lowest.price)
        disagreements.push(`${where}: card ${card.prices.pvp}, lowest reachable ${lowest.price}`);
      if (card.prices.pvp_old !== null && card.prices.pvp_old <= card.prices.pvp)
        disagreements.push(`${where}: old price ${card.prices.pvp_old} not above the price`);
      const priced = await testApp.app.inject({
        method: 'POST',
        url: `/catalog/v1/products/${card.id}/price_configuration/?${scope}`,
        payload: {
          option_ids: lowest.configuration.optionIds,
          measures: lowest.configuration.measures,
        },
      });
      const charged: number | undefined = priced.json().prices?.total;
      if (charged !== card.prices.pvp)
        disagreements.push(`${where}: card ${card.prices.pvp}, charged ${String(charged)}`);
      const page = await get<ProductDetail>(
        testApp,
        `products/${card.slug}/retrieve_by_slug/`,
        scope,
      );
      if (page.prices.pvp !== card.prices.pvp || page.prices.pvp_old !== card.prices.pvp_old)
        disagreements.push(`${where}: page ${page.prices.pvp}, card ${card.prices.pvp}`);
    }
  }
  return disagreements;
}

describe('the catalogue’s prices', () => {
  it('show for every demo product the lowest price the cart charges, in both editions', async () => {
    const demo = await openTestApp();
    try {
      expect(await priceDisagreements(demo, () => true)).toEqual([]);
    } finally {
      await demo.close();
    }
  }, 180_000);

  it('do the same for a generated catalogue', async () => {
    // Its own app: the first answers of the listings would stay in the answer cache.
    const generated = await openTestApp();
    try {
      const [demo] = await generated.db.select({ total: count() }).from(products);
      // One generated variation of each demo product.
      await generateCatalogue(generated.db, { products: 2 * (demo?.total ?? 0) });
      expect(await priceDisagreements(generated, (card) => card.ref.startsWith('GEN-'))).toEqual(
        [],
      );
    } finally {
      await generated.close();
    }
  }, 180_000);
});
