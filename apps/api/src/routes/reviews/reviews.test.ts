import { eq } from 'drizzle-orm';
import { questions } from '@shop/db';
import { productQuestionLimits } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../testing/test-app.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';
import { questionLimit } from './question-routes.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp();
});
afterAll(() => testApp.close());

const get = (path: string, query: string) =>
  testApp.app.inject({ url: `/reviews/v1/${path}?${query}` });

describe('reviews/', () => {
  it('pages the published reviews of a product with the rating summary', async () => {
    const { id } = await seededProduct(testApp.db, 'CRB-ESS-C2');
    const response = await get('reviews/', `store=ESSM&product_id=${id}&page_size=1`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.count).toBeGreaterThan(1);
    expect(list.results).toHaveLength(1);
    expect(list.next).toContain('page=2');
    expect(list.rating.count).toBe(list.count);
    expect(list.rating.average).toBeGreaterThanOrEqual(1);
    expect(list.results[0]).toMatchObject({ rating: expect.any(Number), body: expect.any(String) });
  });

  it('gives the default rating 5 to a product without reviews', async () => {
    const { id } = await seededProduct(testApp.db, 'AQN-KALA-CM');
    const list = (await get('reviews/', `store=ESSM&product_id=${id}`)).json();
    expect(list).toMatchObject({ count: 0, results: [], rating: { average: 5, count: 0 } });
  });

  it('refuses an unknown product and an unknown store', async () => {
    expect((await get('reviews/', 'store=ESSM&product_id=abc')).json()).toHaveProperty(
      'product_id',
    );
    expect((await get('reviews/', 'store=ESSM&product_id=999999')).statusCode).toBe(404);
    expect((await get('reviews/', 'store=XX&product_id=1')).statusCode).toBe(400);
  });
});

describe('reviews/ of the whole store', () => {
  it('pages every published review of the store with the product it is about', async () => {
    const response = await get('reviews/', 'store=ESSM&page_size=5');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    const { id } = await seededProduct(testApp.db, 'CRB-ESS-C2');
    const ofProduct = (await get('reviews/', `store=ESSM&product_id=${id}`)).json();
    expect(list.count).toBeGreaterThan(ofProduct.count);
    expect(list.results).toHaveLength(5);
    expect(list.rating).toEqual({ average: expect.any(Number), count: list.count });
    const aboutProducts = (await get('reviews/', 'store=ESSM&page_size=-1'))
      .json()
      .results.filter((review: { product: unknown }) => review.product !== null);
    expect(aboutProducts.length).toBeGreaterThan(0);
    expect(aboutProducts[0].product).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      url: expect.stringMatching(/^\/.+\.html$/),
    });
  });

  it('keeps each edition’s reviews apart', async () => {
    const spanish = (await get('reviews/', 'store=ESSM&page_size=-1')).json();
    const french = (await get('reviews/', 'store=FRSM&page_size=-1')).json();
    expect(french.count).toBeGreaterThan(0);
    const spanishIds = new Set(spanish.results.map((review: { id: number }) => review.id));
    for (const review of french.results) expect(spanishIds.has(review.id)).toBe(false);
  });
});

describe('questions/web-list/', () => {
  it('lists answered questions only', async () => {
    const { id } = await seededProduct(testApp.db, 'CRB-ESS-C2');
    await testApp.db.insert(questions).values({
      storeCode: 'ESSM',
      language: 'es',
      productId: id,
      name: 'Luis',
      email: 'luis@example.com',
      question: '¿Sirve para un plato de 75 cm?',
      isPublished: true,
    });
    const response = await get('questions/web-list/', `store=ESSM&product_id=${id}`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.count).toBeGreaterThan(0);
    expect(list.results.map((question: { name: string }) => question.name)).not.toContain('Luis');
    for (const question of list.results) expect(question.answer).toEqual(expect.any(String));
    expect((await get('questions/web-list/', 'store=ESSM&product_id=999999')).statusCode).toBe(404);
  });
});

describe('POST questions/', () => {
  const ask = (query: string, body: Record<string, unknown>) =>
    testApp.app.inject({ method: 'POST', url: `/reviews/v1/questions/?${query}`, payload: body });
  const question = {
    name: 'Marta',
    email: 'marta@example.com',
    phone: '612345678',
    question: '¿Se puede instalar sobre un plato de 80 cm?',
    privacy_policy: true,
  };

  it('stores a valid question unpublished, so the web-list does not show it yet', async () => {
    const { id } = await seededProduct(testApp.db, 'CRB-ESS-ANG');
    const response = await ask('store=ESSM', { ...question, product: id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      product: id,
      name: 'Marta',
      question: question.question,
      is_published: false,
    });
    const [stored] = await testApp.db
      .select()
      .from(questions)
      .where(eq(questions.id, response.json().id));
    expect(stored).toMatchObject({ storeCode: 'ESSM', language: 'es', phone: '612345678' });
    const listed = (await get('questions/web-list/', `store=ESSM&product_id=${id}`)).json();
    expect(listed.results.map((item: { name: string }) => item.name)).not.toContain('Marta');
  });

  it('accepts a question without phone', async () => {
    const { id } = await seededProduct(testApp.db, 'CRB-ESS-ANG');
    const withoutPhone = Object.fromEntries(
      Object.entries(question).filter(([field]) => field !== 'phone'),
    );
    const response = await ask('store=FRSM', { ...withoutPhone, product: id });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a bad e-mail with the spec’s message, in the request’s language', async () => {
    const { id } = await seededProduct(testApp.db, 'CRB-ESS-ANG');
    const spanish = await ask('store=ESSM', { ...question, email: 'marta@example', product: id });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toEqual({ email: ['El correo electrónico debe ser válido'] });
    const french = await ask('store=FRSM', {
      ...question,
      phone: '0612345678',
      email: 'marta@',
      product: id,
    });
    expect(french.json()).toEqual({ email: ['L’adresse e-mail doit être valide'] });
  });

  it('names every wrong field at once', async () => {
    const { id } = await seededProduct(testApp.db, 'CRB-ESS-ANG');
    const response = await ask('store=ESSM', {
      product: id,
      name: ' ',
      email: 'marta@example.com',
      phone: '12',
      question: '',
      privacy_policy: false,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual([
      'name',
      'phone',
      'privacy_policy',
      'question',
    ]);
    expect(response.json().phone).toEqual(['Introduce un número de teléfono correcto']);
  });

  it('is a 404 for an unknown product and a 400 without one', async () => {
    const unknown = await ask('store=ESSM', { ...question, product: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: expect.any(String) });
    const missing = await ask('store=ESSM', question);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('product');
  });

  it('refuses a name or a question over its length limit, in the request’s language', async () => {
    const { id } = await seededProduct(testApp.db, 'CRB-ESS-ANG');
    const longest = {
      ...question,
      product: id,
      name: 'M'.repeat(productQuestionLimits.name),
      question: '¿'.padEnd(productQuestionLimits.question, 'a'),
    };
    expect((await ask('store=ESSM', longest)).statusCode).toBe(201);
    const tooLong = {
      ...longest,
      name: `${longest.name}a`,
      question: `${longest.question}?`,
      phone: '',
    };
    const spanish = await ask('store=ESSM', tooLong);
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toEqual({
      name: [`El nombre no puede tener más de ${productQuestionLimits.name} caracteres`],
      question: [`La pregunta no puede tener más de ${productQuestionLimits.question} caracteres`],
    });
    const french = await ask('store=FRSM', tooLong);
    expect(french.json()).toEqual({
      name: [`Le nom ne peut pas dépasser ${productQuestionLimits.name} caractères`],
      question: ['La question ne peut pas dépasser 2 000 caractères'],
    });
  });
});

describe('POST questions/ attempt limit', () => {
  /** Each test asks from its own browser address, as the web forwards it. */
  const askFrom = (address: string, body: Record<string, unknown>, query = 'store=ESSM') =>
    testApp.app.inject({
      method: 'POST',
      url: `/reviews/v1/questions/?${query}`,
      payload: body,
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': address },
    });

  it('refuses one address past the limit with 429 and Retry-After, others still ask', async () => {
    const { id } = await seededProduct(testApp.db, 'CRB-ESS-ANG');
    const body = {
      product: id,
      name: 'Inés Prieto',
      email: 'ines@example.com',
      question: '¿Tiene tratamiento antical?',
      privacy_policy: true,
    };
    for (let attempt = 1; attempt <= questionLimit.limit; attempt += 1) {
      // A refused form counts too: a flood of junk is limited like one of questions.
      const sent = attempt === 1 ? { ...body, question: '' } : body;
      expect((await askFrom('203.0.113.7', sent)).statusCode).toBe(attempt === 1 ? 400 : 201);
    }
    const refused = await askFrom('203.0.113.7', body);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(questionLimit.windowSeconds);
    expect(refused.json<{ detail: string }>().detail).toMatch(
      /^Has enviado muchas preguntas seguidas\. Espera \d+ (minutos|segundos) y vuelve a intentarlo\.$/,
    );
    const french = await askFrom('203.0.113.7', body, 'store=FRSM');
    expect(french.statusCode).toBe(429);
    expect(french.json<{ detail: string }>().detail).toMatch(
      /^Vous avez envoyé beaucoup de questions/,
    );
    const stored = await testApp.db
      .select()
      .from(questions)
      .where(eq(questions.name, 'Inés Prieto'));
    expect(stored).toHaveLength(questionLimit.limit - 1);
    expect((await askFrom('203.0.113.8', body)).statusCode).toBe(201);
  });
});
