import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAccount } from '../routes/account/account-test-fixtures.ts';
import { openTestApp } from '../testing/test-app.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp();
});
afterAll(() => testApp.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Operation = { security?: Record<string, string[]>[] };

/** Every call the OpenAPI document marks as needing a token, with the roles it needs. */
async function protectedCalls() {
  const document = (await testApp.app.inject({ url: '/openapi.json' })).json<{
    paths: Record<string, Partial<Record<Lowercase<Method>, Operation>>>;
  }>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const roles = operation?.security?.[0]?.bearerAuth;
      if (roles === undefined) return [];
      const url = path.replace(/\{[^}]+\}/g, '1');
      return [{ method: method.toUpperCase() as Method, url, admin: roles.includes('admin') }];
    }),
  );
}

/** A body no schema accepts, not even as JSON: refused for it, the call would reveal a 400. */
const call = (method: Method, url: string, token?: string) =>
  testApp.app.inject({
    method,
    url: `${url}?store=ESSM`,
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
    },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{"garbage": [' }),
  });

describe('calls that need a caller check it before reading the request', () => {
  it('answers 401 to every protected call without a token, whatever the body', async () => {
    const calls = await protectedCalls();
    // The account area, the client records, the admin calls: all declared, none forgotten.
    expect(calls.length).toBeGreaterThan(30);
    for (const { method, url } of calls) {
      const response = await call(method, url);
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 401 });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="api"');
    }
  });

  it('answers 403 to a customer on every admin call, whatever the body', async () => {
    const { token } = await insertAccount(testApp);
    const adminCalls = (await protectedCalls()).filter((entry) => entry.admin);
    expect(adminCalls.length).toBeGreaterThan(5);
    for (const { method, url } of adminCalls) {
      const response = await call(method, url, token);
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 403 });
    }
  });
});
