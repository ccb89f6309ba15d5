import { describe, expect, it } from 'vitest';
import { fromPrice, type FromPriceInput } from './from-price.ts';
import type { ConfigurableProduct, ConfiguratorAttribute } from './types.ts';

function attribute(
  id: number,
  required: boolean,
  options: ReadonlyArray<[id: number, client: number, professional: number]>,
): ConfiguratorAttribute {
  return {
    id,
    slug: `attribute-${id}`,
    position: id,
    required,
    fieldType: 'select',
    aesthetic: false,
    options: options.map(([optionId, client, professional], position) => ({
      id: optionId,
      slug: `option-${optionId}`,
      ref: `O${optionId}`,
      position,
      prices: { client, professional },
      lockedComplementTypeIds: [],
      measureRange: null,
    })),
  };
}

/** A shelf whose only finishes cost extra, with an optional extra and one variant. */
const shelf: ConfigurableProduct = {
  id: 1,
  ref: 'SHELF',
  prices: { client: 2490, professional: 2000 },
  attributes: [
    attribute(1, true, [
      [11, 2500, 2000],
      [12, 2000, 2200],
    ]),
    attribute(2, false, [[21, 900, 900]]),
  ],
  variants: [],
  complementTypes: [],
  maxTotalMeasureCm: null,
};

const noOffer: FromPriceInput['oldPrices'] = { base: null, variants: new Map() };

describe('fromPrice', () => {
  it('adds the cheapest option of each required attribute, for the customer type', () => {
    const client = fromPrice({ product: shelf, customerType: 'client', oldPrices: noOffer });
    expect(client).toMatchObject({ price: 4490, old: null, varies: true });
    expect(client?.configuration.optionIds).toEqual([12]);
    const professional = fromPrice({
      product: shelf,
      customerType: 'professional',
      oldPrices: noOffer,
    });
    expect(professional).toMatchObject({ price: 4000 });
    expect(professional?.configuration.optionIds).toEqual([11]);
  });

  it('is the base price when nothing is required', () => {
    const plain = { ...shelf, attributes: shelf.attributes.filter((a) => !a.required) };
    expect(fromPrice({ product: plain, customerType: 'client', oldPrices: noOffer })).toMatchObject(
      { price: 2490, configuration: { optionIds: [] } },
    );
  });

  it('reads "from" only when other options cost more', () => {
    const oneFinish = { ...shelf, attributes: [attribute(1, true, [[11, 0, 0]])] };
    expect(
      fromPrice({ product: oneFinish, customerType: 'client', oldPrices: noOffer }),
    ).toMatchObject({ price: 2490, varies: false });
    const twoFinishes = {
      ...shelf,
      attributes: [
        attribute(1, true, [
          [11, 0, 0],
          [12, 500, 500],
        ]),
      ],
    };
    expect(
      fromPrice({ product: twoFinishes, customerType: 'client', oldPrices: noOffer }),
    ).toMatchObject({ price: 2490, varies: true });
  });

  it('takes a variant whose price undercuts the base price and its options', () => {
    const withVariant: ConfigurableProduct = {
      ...shelf,
      variants: [
        { id: 7, ref: 'SHELF-11', optionIds: [11], prices: { client: 3990, professional: 3000 } },
      ],
    };
    const result = fromPrice({
      product: withVariant,
      customerType: 'client',
      oldPrices: { base: 2990, variants: new Map([[7, 4590]]) },
    });
    expect(result).toMatchObject({ price: 3990, old: 4590 });
    expect(result?.configuration).toMatchObject({ optionIds: [11], variantId: 7 });
  });

  it('shows an old price only above the reachable price, with the same options added', () => {
    const offer = (base: number) =>
      fromPrice({
        product: shelf,
        customerType: 'client',
        oldPrices: { base, variants: new Map() },
      })?.old;
    expect(offer(2990)).toBe(4990);
    expect(offer(2490)).toBeNull();
  });

  it('is null when a required attribute has no option to choose', () => {
    const broken = { ...shelf, attributes: [attribute(1, true, [])] };
    expect(fromPrice({ product: broken, customerType: 'client', oldPrices: noOffer })).toBeNull();
  });
});
