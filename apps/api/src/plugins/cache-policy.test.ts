import { eq } from 'drizzle-orm';
import { users } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../testing/test-app.ts';

const menus = '/catalog/v1/menus/web-list/?store=ESSM&language=es&menu_type=main';

describe('cache policy', () => {
  let shop: Awaited<ReturnType<typeof openTestApp>>;
  beforeAll(async () => {
    shop = await openTestApp({ CATALOGUE_CACHE_SECONDS: '90' });
  });
  afterAll(() => shop.close());

  it('lets shared caches keep a public catalogue answer for the configured time', async () => {
    const response = await shop.app.inject({ url: menus });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=90');
  });

  it('never shares an answer given to a caller with credentials', async () => {
    const [customer] = await shop.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'cliente@mamparas-demo.es'));
    if (customer === undefined) throw new Error('the demo seed has no customer account');
    const token = await shop.accessTokenFor(customer.id);
    const response = await shop.app.inject({
      url: menus,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('does not cache errors or calls outside the catalogue', async () => {
    const unknownStore = await shop.app.inject({ url: menus.replace('ESSM', 'XXSM') });
    expect(unknownStore.statusCode).toBe(400);
    expect(unknownStore.headers['cache-control']).toBe('no-store');
    const health = await shop.app.inject({ url: '/healthz' });
    expect(health.headers['cache-control']).toBe('no-store');
  });
});
