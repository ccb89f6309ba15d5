import { eq } from 'drizzle-orm';
import { users } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../auth/access-token.ts';
import { openTestApp } from '../testing/test-app.ts';
import { requireAccount } from './authentication.ts';

describe('authentication of api calls', () => {
  let harness: Awaited<ReturnType<typeof openTestApp>>;
  let activeUserId: number;

  beforeAll(async () => {
    harness = await openTestApp();
    harness.app.get('/test/whoami', async (request) => ({ account: request.account }));
    harness.app.get('/test/admin', { config: { caller: 'admin' } }, async (request) => ({
      id: requireAccount(request).id,
    }));
    harness.app.get('/test/undeclared', async (request) => ({ id: requireAccount(request).id }));
    await harness.app.ready();
    const [user] = await harness.db
      .insert(users)
      .values({
        email: 'ana@example.com',
        passwordHash: 'unused',
        firstName: 'Ana',
        lastName: 'García',
        storeCode: 'ESSM',
        isActive: true,
      })
      .returning({ id: users.id });
    if (user === undefined) throw new Error('the test account was not created');
    activeUserId = user.id;
  });
  afterAll(() => harness.close());

  const call = (url: string, authorization?: string) =>
    harness.app.inject({
      url,
      headers: authorization === undefined ? {} : { authorization },
    });

  it('treats a call without credentials as a guest', async () => {
    const response = await call('/test/whoami');
    expect(response.json()).toEqual({ account: null });
  });

  it('resolves the account of a valid access token', async () => {
    const token = await harness.accessTokenFor(activeUserId);
    const response = await call('/test/whoami', `Bearer ${token}`);
    expect(response.json()).toEqual({
      account: { id: activeUserId, email: 'ana@example.com', customerType: 'C', isAdmin: false },
    });
  });

  it('refuses a token signed with another secret, a malformed header and an inactive account', async () => {
    const forged = await signAccessToken('another-secret-of-at-least-32-characters', activeUserId);
    for (const authorization of [`Bearer ${forged}`, 'Bearer', 'Basic abc', 'Bearer not.a.jwt']) {
      const response = await call('/catalog/v1/brands/web_list/?store=ESSM', authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'Las credenciales de autenticación no se proveyeron o no son válidas.',
      });
    }
    await harness.db.update(users).set({ isActive: false }).where(eq(users.id, activeUserId));
    const token = await harness.accessTokenFor(activeUserId);
    expect((await call('/test/whoami', `Bearer ${token}`)).statusCode).toBe(401);
    await harness.db.update(users).set({ isActive: true }).where(eq(users.id, activeUserId));
  });

  it('lets only admins through an admin check: 401 for guests, 403 for customers', async () => {
    expect((await call('/test/admin')).statusCode).toBe(401);
    const token = await harness.accessTokenFor(activeUserId);
    expect((await call('/test/admin', `Bearer ${token}`)).statusCode).toBe(403);
    await harness.db.update(users).set({ isAdmin: true }).where(eq(users.id, activeUserId));
    expect((await call('/test/admin', `Bearer ${token}`)).json()).toEqual({ id: activeUserId });
  });

  it('fails a route that asks for its caller without declaring it, so none can forget', async () => {
    const token = await harness.accessTokenFor(activeUserId);
    expect((await call('/test/undeclared', `Bearer ${token}`)).statusCode).toBe(500);
  });
});
