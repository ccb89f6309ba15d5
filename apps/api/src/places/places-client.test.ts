import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPlacesClient, placesFieldMask, SearchTextResponse } from './places-client.ts';
import { startPlacesSandbox } from './places-sandbox.ts';

const AnyPlaces = z.object({ places: z.array(z.record(z.string(), z.unknown())) });
const GoogleError = z.object({ error: z.object({ code: z.number(), status: z.string() }) });

let sandbox: Awaited<ReturnType<typeof startPlacesSandbox>>;
beforeAll(async () => {
  sandbox = await startPlacesSandbox();
});
afterAll(() => sandbox.close());

const searchText = (headers: Record<string, string>, body: unknown) =>
  fetch(`${sandbox.url}/v1/places:searchText`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the places sandbox', () => {
  it('speaks Text Search (New): key and field mask headers, places with address components', async () => {
    const response = await searchText(
      { 'x-goog-api-key': 'any', 'x-goog-fieldmask': placesFieldMask },
      { textQuery: 'Getafe', languageCode: 'es', regionCode: 'ES' },
    );
    expect(response.status).toBe(200);
    const { places } = SearchTextResponse.parse(await response.json());
    expect(places[0]).toMatchObject({
      displayName: { text: 'Getafe' },
      formattedAddress: 'Getafe, Madrid, España',
    });
    expect(places[0]?.addressComponents.map((component) => component.types[0])).toEqual([
      'locality',
      'administrative_area_level_2',
      'country',
    ]);
  });

  it('keeps only the masked fields and answers {} when nothing matches', async () => {
    const headers = { 'x-goog-api-key': 'any', 'x-goog-fieldmask': 'places.id' };
    const masked = AnyPlaces.parse(
      await (await searchText(headers, { textQuery: 'Sevilla' })).json(),
    );
    expect(Object.keys(masked.places[0] ?? {})).toEqual(['id']);
    expect(await (await searchText(headers, { textQuery: 'Springfield' })).json()).toEqual({});
  });

  it('answers Google’s errors without a key, without a field mask or with a bad body', async () => {
    const noKey = await searchText({ 'x-goog-fieldmask': '*' }, { textQuery: 'Madrid' });
    expect(noKey.status).toBe(403);
    expect(GoogleError.parse(await noKey.json()).error.status).toBe('PERMISSION_DENIED');
    const noMask = await searchText({ 'x-goog-api-key': 'any' }, { textQuery: 'Madrid' });
    expect(noMask.status).toBe(400);
    const badBody = await searchText({ 'x-goog-api-key': 'any', 'x-goog-fieldmask': '*' }, {});
    expect(GoogleError.parse(await badBody.json()).error.status).toBe('INVALID_ARGUMENT');
  });
});

describe('the places adapter', () => {
  it('reads municipalities and their province, narrowing by province after a comma', async () => {
    const client = createPlacesClient({ baseUrl: sandbox.url, apiKey: 'test' });
    const [first] = await client.searchText('getafe', { includedType: 'locality' });
    expect(first).toMatchObject({ name: 'Getafe', province: 'Madrid', countryCode: 'ES' });
    const narrowed = await client.searchText('Santa, Cruz de Tenerife');
    expect(narrowed.every((place) => place.province === 'Santa Cruz de Tenerife')).toBe(true);
    expect(await client.searchText('Springfield')).toEqual([]);
  });

  it('reports a service that fails or cannot be reached', async () => {
    const wrongPath = createPlacesClient({ baseUrl: `${sandbox.url}/nothing`, apiKey: 'test' });
    await expect(wrongPath.searchText('Madrid')).rejects.toThrow('answered 404');
    const unreachable = createPlacesClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'test' });
    await expect(unreachable.searchText('Madrid')).rejects.toThrow('unreachable');
  });
});
