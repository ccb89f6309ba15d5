import {
  addComplement,
  measureLimits,
  priceConfiguration,
  selectComplementOption,
  selectOption,
  setMeasure,
  startConfiguration,
  type Configuration,
  type ConfiguratorResult,
} from '@shop/domain';
import { eq } from 'drizzle-orm';
import { complements } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConfiguratorComplementData,
  InstallationCityData,
  ProductConfiguratorData,
} from '../../../contracts/product.ts';
import { openTestApp } from '../../../testing/test-app.ts';
import { seededProduct } from './product-test-fixtures.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let kalaId: number;
let configurator: ProductConfiguratorData;
beforeAll(async () => {
  testApp = await openTestApp();
  kalaId = (await seededProduct(testApp.db, 'AQN-KALA-CM')).id;
  configurator = (await get(`products/${kalaId}/attributes/`, 'store=ESSM')).json();
});
afterAll(() => testApp.close());

const get = (path: string, query: string) =>
  testApp.app.inject({ url: `/catalog/v1/${path}?${query}` });
const post = (productId: number, query: string, payload: object) =>
  testApp.app.inject({
    method: 'POST',
    url: `/catalog/v1/products/${productId}/price_configuration/?${query}`,
    payload,
  });

async function complementId(ref: string) {
  const [row] = await testApp.db
    .select({ id: complements.id })
    .from(complements)
    .where(eq(complements.ref, ref));
  return row?.id ?? 0;
}

function value<T>(result: ConfiguratorResult<T>): T {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}
const attribute = (slug: string) => {
  const found = configurator.attributes.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no attribute ${slug}`);
  return found;
};
const option = (slug: string, index: number) => {
  const found = attribute(slug).options[index];
  if (!found) throw new Error(`no option ${index} of ${slug}`);
  return found;
};

/** Black profile, frosted glass, door on the right, 95 x 195 cm. */
function chosenOptions() {
  return ['color-perfil', 'tipo-vidrio', 'apertura', 'width-attr', 'height-attr'].map((slug) =>
    option(slug, slug === 'apertura' ? 1 : Math.min(1, attribute(slug).options.length - 1)),
  );
}
const measures = () => ({ [attribute('width-attr').id]: 95, [attribute('height-attr').id]: 195 });

describe('price_configuration', () => {
  it('equals the domain’s priceConfiguration on the data the api serves', async () => {
    const complements: ConfiguratorComplementData[] = (
      await get(`products/${kalaId}/complements/`, 'store=ESSM')
    ).json();
    const cities: InstallationCityData[] = (await get('installation-cities/', 'store=ESSM')).json()
      .results;
    const madrid = cities.find((city) => city.name === 'Madrid');
    const profile = complements.find((complement) => complement.ref === 'PRF-CP02');
    if (!madrid || !profile) throw new Error('seed changed');
    let configuration: Configuration = startConfiguration(configurator);
    for (const chosen of chosenOptions())
      configuration = value(selectOption(configurator, configuration, chosen.id));
    for (const [attributeId, cm] of Object.entries(measures()))
      configuration = value(setMeasure(configurator, configuration, Number(attributeId), cm));
    configuration = value(addComplement(configurator, configuration, profile));
    const black = profile.attributes[0]?.options.find((choice) => choice.slug === 'negro-mate');
    configuration = value(selectComplementOption(configuration, profile, black?.id ?? 0));
    configuration = {
      ...configuration,
      quantity: 2,
      installation: { disassembly: true, preMeasurement: true, cityId: madrid.id, distance: 520 },
    };
    const preview = value(
      priceConfiguration({
        product: configurator,
        complements,
        configuration,
        customerType: 'client',
        installationCities: cities,
      }),
    );

    const response = await post(kalaId, 'store=ESSM', {
      quantity: 2,
      option_ids: configuration.optionIds,
      measures: measures(),
      complements: [{ complement_id: profile.id, option_ids: [black?.id] }],
      installation: { disassembly: true, pre_measurement: true, city_id: madrid.id, distance: 520 },
      postal_code: '28001',
    });
    expect(response.statusCode).toBe(200);
    const priced = response.json();
    expect(priced.prices.total).toBe(preview.total);
    expect(priced.prices.unit).toEqual({
      product: preview.unit.product,
      options: preview.unit.options,
      complements: preview.unit.complements,
      complement_options: preview.unit.complementOptions,
      total: preview.unit.total,
    });
    expect(priced.prices.installation).toEqual(preview.installation);
    expect(priced.variant_id).toBe(configuration.variantId);
    expect(priced.final_ref).toMatch(/-95x195$/);
    expect(priced.complements[0]).toMatchObject({
      complement_id: profile.id,
      ref: 'PRF-CP02-NEMA',
    });
  });

  it('ignores any price or variant in the body', async () => {
    const honest = await post(kalaId, 'store=ESSM', {
      option_ids: chosenOptions().map((chosen) => chosen.id),
      measures: measures(),
    });
    const tampered = await post(kalaId, 'store=ESSM', {
      option_ids: chosenOptions().map((chosen) => chosen.id),
      measures: measures(),
      variant_id: 1,
      prices: { total: 1 },
      total: 1,
      price: 1,
    });
    expect(tampered.statusCode).toBe(200);
    expect(tampered.json()).toEqual(honest.json());
  });

  it('prices professionals below clients', async () => {
    const body = { option_ids: chosenOptions().map((chosen) => chosen.id), measures: measures() };
    const client = (await post(kalaId, 'store=ESSM&user_type=C', body)).json();
    const professional = (await post(kalaId, 'store=ESSM&user_type=P', body)).json();
    expect(professional.prices.total).toBeLessThan(client.prices.total);
  });

  it('refuses with the domain’s message in the request language', async () => {
    const ids = chosenOptions().map((chosen) => chosen.id);
    const width = attribute('width-attr');
    const range = measureLimits(width);
    const cases: [object, string, Record<string, string[]>][] = [
      [
        { option_ids: ids, measures: { ...measures(), [width.id]: (range?.maxCm ?? 0) + 1 } },
        'es',
        { [`attributes.${width.id}`]: [`La medida máxima es ${range?.maxCm} cm`] },
      ],
      [
        { option_ids: ids, measures: { ...measures(), [width.id]: (range?.minCm ?? 0) - 1 } },
        'fr',
        { [`attributes.${width.id}`]: [expect.stringContaining(`${range?.minCm}`)] as never },
      ],
      [
        { option_ids: ids.slice(1), measures: measures() },
        'es',
        {
          [`attributes.${attribute('color-perfil').id}`]: ['Selecciona una opción para continuar'],
        },
      ],
      [
        { option_ids: [...ids, 999999], measures: measures() },
        'es',
        { option_ids: ['Esta opción no está disponible para este producto'] },
      ],
      [
        { option_ids: ids, measures: measures(), complements: [{ complement_id: 999999 }] },
        'es',
        { complements: ['Este complemento no está disponible para este producto'] },
      ],
      [
        { option_ids: ids, measures: measures(), quantity: 0 },
        'es',
        { quantity: ['La cantidad debe ser un número entero mayor que 0'] },
      ],
      [
        { option_ids: ids, measures: measures(), postal_code: '35001' },
        'es',
        { postal_code: [expect.any(String)] as never },
      ],
      [
        { option_ids: ids, measures: measures(), postal_code: '51001' },
        'es',
        { postal_code: ['Lo sentimos, no realizamos envíos a Ceuta ni a Melilla'] },
      ],
      [
        { option_ids: ids, measures: measures(), postal_code: '99001' },
        'fr',
        { postal_code: ['Ce code postal n’existe pas'] },
      ],
    ];
    for (const [body, language, errors] of cases) {
      const response = await post(kalaId, `store=ESSM&language=${language}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
  });

  it('refuses an option of another product, a complement of another product or installation', async () => {
    const tray = await seededProduct(testApp.db, 'AQN-KALA-C2');
    const trayConfigurator: ProductConfiguratorData = (
      await get(`products/${tray.id}/attributes/`, 'store=ESSM')
    ).json();
    const sizes = trayConfigurator.attributes.find((candidate) => candidate.slug === 'medida');
    const size = sizes?.options[0]?.id ?? 0;
    const ids = chosenOptions().map((chosen) => chosen.id);
    const foreign = await post(kalaId, 'store=ESSM', {
      option_ids: [...ids, size],
      measures: measures(),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      option_ids: ['Esta opción no está disponible para este producto'],
    });
    const valve = await complementId('VAL-INOX');
    const booking = await complementId('INS-RS01');
    for (const complement_id of [valve, booking]) {
      const response = await post(kalaId, 'store=ESSM', {
        option_ids: ids,
        measures: measures(),
        complements: [{ complement_id }],
      });
      expect(response.json()).toEqual({
        complements: ['Este complemento no está disponible para este producto'],
      });
    }
  });

  it('offers installation in Spain only, and refuses a city without installers', async () => {
    const ids = chosenOptions().map((chosen) => chosen.id);
    const installation = {
      disassembly: false,
      pre_measurement: false,
      city_id: 999999,
      distance: 500,
    };
    const spain = await post(kalaId, 'store=ESSM', {
      option_ids: ids,
      measures: measures(),
      installation,
    });
    expect(spain.json()).toEqual({
      installation: ['Actualmente, nuestro servicio no está disponible en esta ciudad.'],
    });
    const france = await post(kalaId, 'store=FRSM', {
      option_ids: ids,
      measures: measures(),
      installation,
    });
    expect(france.statusCode).toBe(400);
    expect(france.json()).toHaveProperty('installation');
  });

  it('is a 404 for an unknown product and a 400 for a malformed body or store', async () => {
    expect((await post(999999, 'store=ESSM', {})).statusCode).toBe(404);
    expect((await post(kalaId, 'store=XX', {})).statusCode).toBe(400);
    expect((await post(kalaId, 'store=ESSM', { option_ids: 'x' })).json()).toHaveProperty(
      'option_ids',
    );
    expect((await post(kalaId, 'store=ESSM', { measures: { width: 90 } })).statusCode).toBe(400);
  });
});
