import { eq } from 'drizzle-orm';
import { cartRows, orders } from '@shop/db';
import { measureBand } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductConfiguratorData } from '../../../contracts/product.ts';
import { openTestApp } from '../../../testing/test-app.ts';
import { cartClient } from '../../cart/cart-test-fixtures.ts';
import { checkoutData, newKey } from '../../payment/checkout-test-fixtures.ts';
import { seededProduct } from './product-test-fixtures.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let productId: number;
let configurator: ProductConfiguratorData;
beforeAll(async () => {
  testApp = await openTestApp();
  // The Essential screen made to measure: 70 to 160 cm wide, 180 to 200 cm high.
  productId = (await seededProduct(testApp.db, 'CRB-ESS-CM')).id;
  configurator = (
    await testApp.app.inject({ url: `/catalog/v1/products/${productId}/attributes/?store=ESSM` })
  ).json();
});
afterAll(() => testApp.close());

const attribute = (slug: string) => {
  const found = configurator.attributes.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no attribute ${slug}`);
  return found;
};
/** The first option of every group (the cheapest band of each measure), at `widthCm` x 190. */
const configuration = (widthCm: number) => ({
  option_ids: configurator.attributes.flatMap((group) => group.options[0]?.id ?? []),
  measures: { [attribute('width-attr').id]: widthCm, [attribute('height-attr').id]: 190 },
});
const priceOf = (payload: object) =>
  testApp.app.inject({
    method: 'POST',
    url: `/catalog/v1/products/${productId}/price_configuration/?store=ESSM`,
    payload,
  });

describe('made-to-measure price bands', () => {
  it('are served with their range and price, rising with the measure', () => {
    const bands = attribute('width-attr').options;
    expect(bands.length).toBeGreaterThan(1);
    expect(bands[0]?.measureRange?.minCm).toBe(70);
    expect(bands.at(-1)?.measureRange?.maxCm).toBe(160);
    for (const [index, band] of bands.entries())
      if (index > 0) expect(band.price).toBeGreaterThan(bands[index - 1]?.price ?? 0);
  });

  it('price the same screen differently at 70 and 160 cm, selecting the band of the measure', async () => {
    const narrow = (await priceOf(configuration(70))).json();
    const wide = (await priceOf(configuration(160))).json();
    expect(wide.prices.total).toBeGreaterThan(narrow.prices.total);
    const band160 = measureBand(attribute('width-attr'), 160);
    expect(wide.option_ids).toContain(band160?.id);
    expect(wide.prices.total - narrow.prices.total).toBe(band160?.prices.client);
  });

  it('never lower the price for a band the client sends that does not hold the measure', async () => {
    // The body claims the 70 cm band for a 160 cm screen: the server re-selects the band.
    const tampered = await priceOf(configuration(160));
    const honest = await priceOf({
      ...configuration(160),
      option_ids: configuration(160).option_ids.map((id) =>
        id === attribute('width-attr').options[0]?.id
          ? (measureBand(attribute('width-attr'), 160)?.id ?? id)
          : id,
      ),
    });
    expect(tampered.statusCode).toBe(200);
    expect(tampered.json()).toEqual(honest.json());
  });

  it('keep the band and its price in the cart row and the order', async () => {
    const carts = cartClient(testApp);
    const cart = await carts.newCart();
    const quoted = (await priceOf(configuration(160))).json();
    const added = await carts.addRow({
      cart: cart.id,
      product_id: productId,
      ...configuration(160),
    });
    expect(added.statusCode).toBe(201);
    const [row] = added.json().rows;
    expect(row).toMatchObject({
      total_pvp: quoted.prices.total,
      unit_pvp: quoted.prices.unit.product + quoted.prices.unit.options,
      configuration: { option_ids: quoted.option_ids, measures: quoted.measures },
    });
    expect(row.final_ref).toMatch(/-160x190$/);
    const ready = await carts.update(cart.id, checkoutData.ESSM);
    expect(ready.statusCode).toBe(200);
    const placed = await testApp.app.inject({
      method: 'POST',
      url: '/payment/v1/transfer/payments/create_order/?store=ESSM',
      payload: { cart: cart.id, idempotency_key: newKey() },
    });
    expect(placed.statusCode).toBe(201);
    const [order] = await testApp.db.select().from(orders).where(eq(orders.cartId, cart.id));
    expect(order?.total).toBe(ready.json().cart_total);
    const [stored] = await testApp.db
      .select({ configuration: cartRows.configuration, totalPvp: cartRows.totalPvp })
      .from(cartRows)
      .where(eq(cartRows.cartId, cart.id));
    expect(stored?.totalPvp).toBe(quoted.prices.total);
    expect(stored?.configuration).toMatchObject({ option_ids: quoted.option_ids });
  });
});
