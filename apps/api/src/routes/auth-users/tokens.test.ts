import { eq, sql } from 'drizzle-orm';
import { refreshTokens, users } from '@shop/db';
import { SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshReuseSeconds } from '../../auth/refresh-tokens.ts';
import { secretTokenHash } from '../../auth/secret-token.ts';
import { openAuthTestApp, type AuthHarness } from './auth-test-kit.ts';

let harness: AuthHarness;
beforeAll(async () => {
  harness = await openAuthTestApp();
});
afterAll(() => harness.close());

const refreshWith = (refresh: string) =>
  harness.call('POST', '/auth-users/token/refresh/', { body: { refresh } });

/** Moves a refresh token's rotation into the past, as if the clock had gone on. */
async function rotatedSecondsAgo(refresh: string, seconds: number) {
  await harness.db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(refreshTokens.tokenHash, secretTokenHash(refresh)));
}

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
    await rotatedSecondsAgo(first.refresh, refreshReuseSeconds + 1);
    const reuse = await refreshWith(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: 'Tu sesión ha caducado. Vuelve a iniciar sesión.' });
    // The legitimate newer token went down with the stolen one.
    expect((await refreshWith(second.refresh)).statusCode).toBe(401);
    // Another session of the same account (another login) is a separate family and lives on.
    const other = await harness.login('stolen@example.com');
    expect((await refreshWith(other.refresh)).statusCode).toBe(200);
  });

  it('gives a second pair for a token rotated moments ago: two requests of one browser racing', async () => {
    await harness.insertAccount('racing@example.com');
    const first = await harness.login('racing@example.com');
    const [one, two] = await Promise.all([refreshWith(first.refresh), refreshWith(first.refresh)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const pairs = [one, two].map((reply) => reply.json<{ access: string; refresh: string }>());
    expect(pairs[0]?.refresh).not.toBe(pairs[1]?.refresh);
    // Both successors live on: whichever cookie the browser kept keeps the customer signed in.
    for (const pair of pairs) expect((await refreshWith(pair.refresh)).statusCode).toBe(200);
  });

  it('gives nothing for a just-rotated token once its family is revoked', async () => {
    await harness.insertAccount('revoked-family@example.com');
    const first = await harness.login('revoked-family@example.com');
    expect((await refreshWith(first.refresh)).statusCode).toBe(200);
    // A copy presented after the interval revokes the family...
    await rotatedSecondsAgo(first.refresh, refreshReuseSeconds + 1);
    expect((await refreshWith(first.refresh)).statusCode).toBe(401);
    // ...and a token rotated moments ago in that family buys nothing any more.
    await rotatedSecondsAgo(first.refresh, 0);
    expect((await refreshWith(first.refresh)).statusCode).toBe(401);
  });

  it('refuses an unknown refresh token and one of a deactivated account', async () => {
    expect((await refreshWith('not-a-token')).statusCode).toBe(401);
    const id = await harness.insertAccount('gone@example.com');
    const { refresh } = await harness.login('gone@example.com');
    await harness.db.update(users).set({ isActive: false }).where(eq(users.id, id));
    expect((await refreshWith(refresh)).statusCode).toBe(401);
  });

  it('refuses an expired refresh token: no new pair, the session must log in again', async () => {
    const id = await harness.insertAccount('stale@example.com');
    const { refresh } = await harness.login('stale@example.com');
    // Its 86400 s are over: the stored expiry (found by the hash the code stores) is past.
    await harness.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(refreshTokens.tokenHash, secretTokenHash(refresh)));
    const refused = await refreshWith(refresh);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: 'Tu sesión ha caducado. Vuelve a iniciar sesión.' });
    const issued = await harness.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, id));
    expect(issued).toHaveLength(1);
    // Nothing was issued in its place, and it stays refused.
    expect((await refreshWith(refresh)).statusCode).toBe(401);
  });

  describe('access tokens that are not the api’s own, unexpired, access tokens', () => {
    const now = () => Math.floor(Date.now() / 1000);
    /** A token for `claims`, signed with `secret` (the app's own unless said otherwise). */
    const sign = (
      claims: JWTPayload,
      { secret = harness.jwtSecret, alg = 'HS256' }: { secret?: string; alg?: string } = {},
    ) => new SignJWT(claims).setProtectedHeader({ alg }).sign(new TextEncoder().encode(secret));
    const infoWith = (token: string) =>
      harness.call('GET', '/auth-users/v1/clients/info/', { token });
    let id: number;
    let valid: JWTPayload;
    beforeAll(async () => {
      id = await harness.insertAccount('forged@example.com', { isAdmin: true });
      valid = { token_type: 'access', sub: String(id), iat: now(), exp: now() + 600 };
    });

    it('accepts a well-made one, so the refusals below are about what each one changes', async () => {
      expect((await infoWith(await sign(valid))).statusCode).toBe(200);
    });

    it.each([
      // The demo constant earlier versions signed with when JWT_SECRET was unset: public.
      [
        'signed with the old public demo secret',
        () => sign(valid, { secret: 'demo-only-jwt-secret-never-use-in-production' }),
      ],
      ['without exp', () => sign({ ...valid, exp: undefined })],
      ['without iat', () => sign({ ...valid, iat: undefined })],
      ['expired', () => sign({ ...valid, iat: now() - 700, exp: now() - 100 })],
      [
        'issued longer ago than an access token lives',
        () => sign({ ...valid, iat: now() - 3_600, exp: now() + 3_600 }),
      ],
      ['of another algorithm', () => sign(valid, { alg: 'HS512' })],
      ['of another type', () => sign({ ...valid, token_type: 'refresh' })],
      ['without the type', () => sign({ ...valid, token_type: undefined })],
      [
        'unsigned (alg none)',
        async () =>
          `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify(valid)).toString('base64url')}.`,
      ],
    ])('refuses one %s with 401', async (_kind, token) => {
      const response = await infoWith(await token());
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'Las credenciales de autenticación no se proveyeron o no son válidas.',
      });
    });

    it('refuses a refresh token used as an access token', async () => {
      await harness.insertAccount('misuse@example.com');
      const { refresh } = await harness.login('misuse@example.com');
      expect((await infoWith(refresh)).statusCode).toBe(401);
    });
  });

  it('gives a guest 401 on info', async () => {
    const response = await harness.call('GET', '/auth-users/v1/clients/info/');
    expect(response.statusCode).toBe(401);
  });
});
