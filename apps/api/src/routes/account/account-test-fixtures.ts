import { users } from '@shop/db';
import type { openTestApp } from '../../testing/test-app.ts';

type TestApp = Awaited<ReturnType<typeof openTestApp>>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let sequence = 0;

/** An active account inserted straight into users, with a valid access token. */
export async function insertAccount(
  testApp: TestApp,
  { customerType = 'C' as 'C' | 'P', email = '' } = {},
) {
  sequence += 1;
  const address = email || `cliente${sequence}.${Date.now()}@example.com`;
  const [user] = await testApp.db
    .insert(users)
    .values({
      email: address,
      passwordHash: 'unused',
      firstName: 'Ana',
      lastName: 'García López',
      phone: '612345678',
      customerType,
      storeCode: 'ESSM',
      isActive: true,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('account not inserted');
  const token = await testApp.accessTokenFor(user.id);
  return { id: user.id, email: address, token };
}

/** Calls as an account holder (or as a guest without a token). */
export function accountClient(testApp: TestApp, token?: string) {
  return (method: Method, path: string, payload?: object, query = 'store=ESSM') =>
    testApp.app.inject({
      method,
      url: `${path}${path.includes('?') ? '&' : '?'}${query}`,
      payload,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
}
