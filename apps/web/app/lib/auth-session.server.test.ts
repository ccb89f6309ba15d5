import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authSession,
  clearSessionCookies,
  requireSameOrigin,
  sessionCookies,
  sessionCustomerType,
} from './auth-session.server.ts';

const scope = { store: 'ESSM', language: 'es' } as const;

function token(secondsLeft: number): Promise<string> {
  return new SignJWT({ token_type: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('7')
    .setExpirationTime(Math.floor(Date.now() / 1000) + secondsLeft)
    .sign(new TextEncoder().encode('a-test-secret-of-at-least-32-characters'));
}

const request = (cookie: string, init: RequestInit & { url?: string } = {}) =>
  new Request(init.url ?? 'http://localhost/profile', {
    ...init,
    headers: { cookie, ...(init.headers as Record<string, string> | undefined) },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session cookies', () => {
  it('are httpOnly, SameSite=Lax and Secure only on https', () => {
    const tokens = { access: 'a', refresh: 'r' };
    const plain = sessionCookies(request(''), tokens, 'P');
    expect(plain).toEqual([
      'access_token=a; Path=/; Max-Age=600; HttpOnly; SameSite=Lax',
      'refresh_token=r; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax',
      'customer_type=P; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax',
    ]);
    const proxied = request('', { headers: { 'x-forwarded-proto': 'https' } });
    for (const cookie of sessionCookies(proxied, tokens)) expect(cookie).toMatch(/; Secure$/);
    expect(clearSessionCookies(request(''))[0]).toBe(
      'access_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });

  it('price for professionals only while a session is held', () => {
    expect(sessionCustomerType(request('customer_type=P; refresh_token=r'))).toBe('P');
    expect(sessionCustomerType(request('customer_type=P'))).toBe('C');
    expect(sessionCustomerType(request(''))).toBe('C');
  });
});

describe('authSession', () => {
  it('uses a valid access token without asking the api', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const access = await token(300);
    const session = await authSession(request(`access_token=${access}; refresh_token=r1`), scope);
    expect(session).toEqual({ token: access, setCookies: [] });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refreshes an expired token and keeps the new pair in cookies', async () => {
    const fresh = await token(600);
    const fetch = vi.fn(async () => Response.json({ access: fresh, refresh: 'r2-new' }));
    vi.stubGlobal('fetch', fetch);
    const expired = await token(-5);
    const session = await authSession(request(`access_token=${expired}; refresh_token=r2`), scope);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(session.token).toBe(fresh);
    expect(session.setCookies.some((value) => value.startsWith('refresh_token=r2-new;'))).toBe(
      true,
    );
  });

  it('forgets a session whose refresh token the api refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ detail: 'Token no válido' }, { status: 401 })),
    );
    const session = await authSession(request('refresh_token=r3-spent'), scope);
    expect(session.token).toBeNull();
    expect(session.setCookies).toEqual(clearSessionCookies(request('')));
  });
});

describe('requireSameOrigin', () => {
  const post = (origin: string | null) =>
    new Request('http://localhost:3000/login', {
      method: 'POST',
      headers: { host: 'localhost:3000', ...(origin ? { origin } : {}) },
    });

  it('refuses a form posted from another site with 403', () => {
    let status: number | undefined;
    try {
      requireSameOrigin(post('https://evil.example'));
    } catch (error) {
      status = (error as { init?: { status?: number } }).init?.status;
    }
    expect(status).toBe(403);
  });

  it("lets the shop's own posts and reads through", () => {
    expect(() => requireSameOrigin(post('http://localhost:3000'))).not.toThrow();
    expect(() => requireSameOrigin(post(null))).not.toThrow();
    expect(() => requireSameOrigin(new Request('http://localhost:3000/login'))).not.toThrow();
  });
});
