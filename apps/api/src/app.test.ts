import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { StoreQuery } from './contracts/common.ts';
import { ApiError } from './plugins/api-error.ts';
import { openTestApp } from './testing/test-app.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;

beforeAll(async () => {
  testApp = await openTestApp();
  const { app } = testApp;
  app.get('/boom', () => {
    throw new Error('select password from users -- secret internals');
  });
  app.get('/catalog/v1/test-conflict/', { schema: { querystring: StoreQuery } }, () => {
    throw ApiError.conflict();
  });
  app.get('/catalog/v1/test-throttled/', { schema: { querystring: StoreQuery } }, () => {
    throw ApiError.tooManyRequests(30);
  });
  app.post(
    '/catalog/v1/test-echo/',
    {
      schema: {
        querystring: StoreQuery,
        body: z.object({ quantity: z.number().int().min(1).max(10), email: z.string().min(3) }),
      },
    },
    (request) => ({ language: request.query.language, quantity: request.body.quantity }),
  );
});
afterAll(() => testApp.close());

const echo = (query: string, payload: object | string) =>
  testApp.app.inject({ method: 'POST', url: `/catalog/v1/test-echo/?${query}`, payload });

describe('store and language', () => {
  it('defaults the language to the store language', async () => {
    expect((await echo('store=FRSM', { quantity: 2, email: 'a@b.fr' })).json()).toEqual({
      language: 'fr',
      quantity: 2,
    });
    expect((await echo('store=ESSM', { quantity: 2, email: 'a@b.es' })).json()).toEqual({
      language: 'es',
      quantity: 2,
    });
  });

  it('refuses an unknown store in the request language', async () => {
    const spanish = await echo('store=XXSM', {});
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toEqual({
      store: ['Tienda desconocida: XXSM. Valores válidos: ESSM, FRSM.'],
    });
    const french = await echo('store=XXSM&language=fr', {});
    expect(french.json()).toEqual({
      store: ['Boutique inconnue : XXSM. Valeurs valides : ESSM, FRSM.'],
    });
  });

  it('requires the store and refuses an unknown language', async () => {
    expect((await echo('', {})).json()).toEqual({ store: ['Este campo es obligatorio.'] });
    const german = await echo('store=FRSM&language=de', {});
    expect(german.statusCode).toBe(400);
    expect(german.json()).toEqual({
      language: ['Langue non prise en charge : de. Valeurs valides : es, fr.'],
    });
  });
});

describe('validation errors', () => {
  it('answers every field in the Django REST shape and the request language', async () => {
    const response = await echo('store=ESSM', { quantity: 11 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      quantity: ['Asegúrese de que este valor es menor o igual a 10.'],
      email: ['Este campo es obligatorio.'],
    });
    const french = await echo('store=FRSM', { quantity: 'two', email: 'a' });
    expect(french.json()).toEqual({
      quantity: ['Valeur non valide.'],
      email: ['Assurez-vous que ce champ comporte au moins 3 caractères.'],
    });
  });

  it('never answers 500 to bad input', async () => {
    const badJson = await testApp.app.inject({
      method: 'POST',
      url: '/catalog/v1/test-echo/?store=ESSM',
      headers: { 'content-type': 'application/json' },
      payload: '{"quantity": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ non_field_errors: ['La solicitud no es válida.'] });
    const huge = await testApp.app.inject({
      method: 'POST',
      url: '/catalog/v1/test-echo/?store=ESSM',
      headers: { 'content-type': 'application/json' },
      payload: '{"quantity": 1e400, "email": "abc"}',
    });
    expect(huge.json()).toEqual({ quantity: ['Valor no válido.'] });
    expect((await echo('store=ESSM', [1, 2])).json()).toEqual({
      non_field_errors: ['Valor no válido.'],
    });
    const wrongType = await testApp.app.inject({
      method: 'POST',
      url: '/catalog/v1/test-echo/?store=ESSM',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(wrongType.statusCode).toBe(415);
    const badUrl = await testApp.app.inject({ url: '/media/v1/images/%E0%A4?w=80' });
    expect(badUrl.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ detail: 'Tipo de contenido no admitido.' });
  });
});

describe('errors', () => {
  it('answers an unknown route with 404 {detail}', async () => {
    const response = await testApp.app.inject({ url: '/nowhere/?language=fr' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Introuvable.' });
  });

  it('hides the internals of an unexpected error', async () => {
    const response = await testApp.app.inject({ url: '/boom?store=FRSM' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      detail: 'Une erreur est survenue. Réessayez ou contactez-nous.',
    });
    expect(response.body).not.toMatch(/password|secret|at /);
  });

  it('maps an ApiError to its status with {detail}', async () => {
    const conflict = await testApp.app.inject({ url: '/catalog/v1/test-conflict/?store=ESSM' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      detail: 'La operación entra en conflicto con el estado actual.',
    });
    const throttled = await testApp.app.inject({ url: '/catalog/v1/test-throttled/?store=ESSM' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('30');
  });
});

describe('health and documentation', () => {
  it('checks the database', async () => {
    const response = await testApp.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('publishes OpenAPI 3 with the routes, and a browsable page', async () => {
    const document = (await testApp.app.inject({ url: '/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/stores/v1/stores/', '/catalog/v1/menus/web-list/']),
    );
    expect(document.components.schemas.MenuItem).toBeDefined();
    const page = await testApp.app.inject({ url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/html/);
  });
});
