import { describe, expect, it } from 'vitest';
import { cartCookieHeader, clearCartCookie, readCartId } from './cart-session.server.ts';

const id = '261ccba8-0ea4-4115-989f-29db5907caa9';
const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { headers });

describe('cart cookie', () => {
  it('reads the cart uuid among other cookies and ignores anything that is not a uuid', () => {
    expect(readCartId(request('http://localhost/', { cookie: `locale=fr; cart=${id}` }))).toBe(id);
    expect(readCartId(request('http://localhost/', { cookie: 'cart=../../admin' }))).toBeNull();
    expect(readCartId(request('http://localhost/', { cookie: 'carts=x' }))).toBeNull();
    expect(readCartId(request('http://localhost/'))).toBeNull();
  });

  it('keeps the cart 30 days, httpOnly and SameSite=Lax, Secure only on https', () => {
    const plain = cartCookieHeader(id, request('http://localhost/cart'));
    expect(plain).toBe(`cart=${id}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`);
    expect(cartCookieHeader(id, request('https://shop.example/cart'))).toMatch(/; Secure$/);
    const proxied = request('http://10.0.0.5/cart', { 'x-forwarded-proto': 'https' });
    expect(cartCookieHeader(id, proxied)).toMatch(/; Secure$/);
  });

  it('forgets the cart with an expired cookie', () => {
    expect(clearCartCookie(request('http://localhost/'))).toBe(
      'cart=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    );
  });
});
