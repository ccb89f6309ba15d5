import { eq } from 'drizzle-orm';
import { users } from '@shop/db';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoJwtSecret } from '../../env.ts';
import { openAuthTestApp, type AuthHarness } from './auth-test-kit.ts';

let harness: AuthHarness;
beforeAll(async () => {
  harness = await openAuthTestApp();
});
afterAll(() => harness.close());

const refreshWith = (refresh: string) =>
  harness.call('POST', '/auth-users/token/refresh/', { body: { refresh } });

describe('access and refresh tokens', () => {
  it('rotates the refresh token: the new pair works, the old refresh token is spent', async () => {
    await harness.insertAccount('rotate@example.com');
    const first = await harness.login('rotate@example.com');
    const rotated = await refreshWith(first.refresh);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json<{ access: string; refresh: string }>();
    expect(second.refresh).not.toBe(first.refresh);
    const info = await harness.call('GET', '/auth-users/v1/clients/info/', {
      token: second.access,
    });
    expect(info.json()).toMatchObject({ user: { email: 'rotate@example.com' } });
    expect((await refreshWith(second.refresh)).statusCode).toBe(200);
  });

  it('refuses a reused refresh token and revokes its family, newer tokens included', async () => {
    await harness.insertAccount('stolen@example.com');
    const first = await harness.login('stolen@example.com');
    const second = (await refreshWith(first.refresh)).json<{ refresh: string }>();
    const reuse = await refreshWith(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: 'Tu sesión ha caducado. Vuelve a iniciar sesión.' });
    // The legitimate newer token went down with the stolen one.
    expect((await refreshWith(second.refresh)).statusCode).toBe(401);
    // Another session of the same account (another login) is a separate family and lives on.
    const other = await harness.login('stolen@example.com');
    expect((await refreshWith(other.refresh)).statusCode).toBe(200);
  });

  it('refuses an unknown refresh token and one of a deactivated account', async () => {
    expect((await refreshWith('not-a-token')).statusCode).toBe(401);
    const id = await harness.insertAccount('gone@example.com');
    const { refresh } = await harness.login('gone@example.com');
    await harness.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    expect((await refreshWith(refresh)).statusCode).toBe(401);
  });

  it('answers 401 to an expired access token, and to a refresh token used as access', async () => {
    const id = await harness.insertAccount('expired@example.com');
    const expired = await new SignJWT({ token_type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 700)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 100)
      .sign(new TextEncoder().encode(demoJwtSecret));
    const response = await harness.call('GET', '/auth-users/v1/clients/info/', { token: expired });
    expect(response.statusCode).toBe(401);
    const { refresh } = await harness.login('expired@example.com');
    const misuse = await harness.call('GET', '/auth-users/v1/clients/info/', { token: refresh });
    expect(misuse.statusCode).toBe(401);
  });

  it('gives a guest 401 on info', async () => {
    const response = await harness.call('GET', '/auth-users/v1/clients/info/');
    expect(response.statusCode).toBe(401);
  });
});
