import { describe, expect, it } from 'vitest';
import { editions } from './shop.ts';

/** Form posts of the shop, each with what a real browser would send. */
const posts = [
  { path: '/login', body: 'email=cliente%40mamparas-demo.es&password=demo1234&terms=on' },
  { path: '/cart/add', body: 'product_id=1&quantity=1' },
  { path: '/estado-pedido', body: 'email=a%40example.com&order_number=ES12345678' },
  { path: '/cookies/consent', body: 'decision=accept&returnTo=%2F' },
  { path: '/newsletter/subscribe', body: 'email=a%40example.com&name=A&last_name=B' },
];

function post(path: string, body: string, origin: string) {
  return fetch(`${editions.ESSM.origin}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body,
  });
}

describe('form posts from another site', () => {
  it.each(posts)('refuses $path and sets nothing', async ({ path, body }) => {
    const response = await post(path, body, 'https://evil.example');
    // Pages with a form are refused by React Router's own check (400) before their action
    // runs; form endpoints without a page by the shop's (403, requireSameOrigin).
    expect([400, 403]).toContain(response.status);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each(posts)('lets the shop’s own $path through', async ({ path, body }) => {
    const response = await post(path, body, editions.ESSM.origin);
    expect(response.status).not.toBe(403);
  });
});
