import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstallationCityData, InstallationPlace } from '../../contracts/product.ts';
import { openTestApp } from '../../testing/test-app.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp();
});
afterAll(() => testApp.close());

const get = (path: string, query: string) =>
  testApp.app.inject({ url: `/catalog/v1/installation-cities/${path}?${query}` });

describe('installation-cities/', () => {
  it('lists the Spanish provinces with prices per distance and the budget flag', async () => {
    const response = await get('', 'store=ESSM');
    expect(response.statusCode).toBe(200);
    const cities: InstallationCityData[] = response.json().results;
    expect(cities).toHaveLength(46);
    expect(cities.find((city) => city.name === 'Madrid')).toMatchObject({
      prices: { 500: 8000, 520: 10500 },
      onRequest: false,
    });
    expect(cities.find((city) => city.name === 'Girona')).toMatchObject({
      prices: { 500: 0, 520: 0 },
      onRequest: true,
    });
    const [disassembly, preMeasurement] = response.json().services;
    expect(disassembly.options[0]).toMatchObject({ slug: 'si', price: 5000, show_price: true });
    expect(preMeasurement.options[0].prices).toEqual({ 500: 2500, 520: 4500 });
  });

  it('is empty in France and refuses an unknown store', async () => {
    expect((await get('', 'store=FRSM')).json()).toEqual({ results: [], services: [] });
    expect((await get('', 'store=XX')).statusCode).toBe(400);
  });
});

describe('installation-cities/search/', () => {
  it('maps a municipality to its province’s installation city', async () => {
    const response = await get(
      'search/',
      `store=ESSM&q=${encodeURIComponent('Alcalá de Henares')}`,
    );
    expect(response.statusCode).toBe(200);
    const [place]: InstallationPlace[] = response.json().results;
    expect(place).toMatchObject({
      name: 'Alcalá de Henares',
      province: 'Madrid',
      installation_city: { name: 'Madrid', prices: { 500: 8000, 520: 10500 } },
      message: null,
    });
  });

  it('says where no installer serves, in the request language', async () => {
    const [soria]: InstallationPlace[] = (await get('search/', 'store=ESSM&q=Almazan')).json()
      .results;
    expect(soria).toMatchObject({
      name: 'Almazán',
      installation_city: null,
      message: 'Actualmente, nuestro servicio no está disponible en esta ciudad.',
    });
  });

  it('finds nothing in France and refuses a query too short', async () => {
    expect((await get('search/', 'store=FRSM&q=Madrid')).json()).toEqual({ results: [] });
    expect((await get('search/', 'store=ESSM&q=M')).statusCode).toBe(400);
    expect((await get('search/', 'store=ESSM')).json()).toHaveProperty('q');
  });
});
