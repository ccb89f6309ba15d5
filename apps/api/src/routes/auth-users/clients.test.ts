import { eq } from 'drizzle-orm';
import { cartRows, carts } from '@shop/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withWritesHeld } from '../../testing/writes-held.ts';
import { openAuthTestApp, type AuthHarness } from './auth-test-kit.ts';

let harness: AuthHarness;
let anaId: number;
let anaToken: string;
let beaId: number;
let adminToken: string;
let adminId: number;

beforeAll(async () => {
  harness = await openAuthTestApp();
  anaId = await harness.insertAccount('ana@example.com');
  beaId = await harness.insertAccount('bea@example.com');
  adminId = await harness.insertAccount('boss@example.com', { isAdmin: true });
  anaToken = (await harness.login('ana@example.com')).access;
  adminToken = (await harness.login('boss@example.com')).access;
});
afterAll(() => harness.close());

describe('client records', () => {
  it('lists only the caller for a customer, every client for an admin', async () => {
    const own = await harness.call('GET', '/auth-users/v1/clients/', { token: anaToken });
    expect(own.json()).toMatchObject({ count: 1, results: [{ id: anaId }] });
    const all = await harness.call('GET', '/auth-users/v1/clients/?page_size=-1', {
      token: adminToken,
    });
    const ids = all.json<{ results: { id: number }[] }>().results.map((client) => client.id);
    expect(ids).toEqual(expect.arrayContaining([anaId, beaId, adminId]));
    expect((await harness.call('GET', '/auth-users/v1/clients/')).statusCode).toBe(401);
  });

  it('shows a record to its owner and admins; anyone else gets 404 as for a missing one', async () => {
    const mine = await harness.call('GET', `/auth-users/v1/clients/${anaId}/`, { token: anaToken });
    expect(mine.json()).toMatchObject({ id: anaId, email: 'ana@example.com', is_admin: false });
    const other = await harness.call('GET', `/auth-users/v1/clients/${beaId}/`, {
      token: anaToken,
    });
    const missing = await harness.call('GET', '/auth-users/v1/clients/999999/', {
      token: anaToken,
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    const byAdmin = await harness.call('GET', `/auth-users/v1/clients/${beaId}/`, {
      token: adminToken,
    });
    expect(byAdmin.json()).toMatchObject({ id: beaId, email: 'bea@example.com' });
  });

  it('updates names and phone, refusing another user’s record and a bad phone', async () => {
    const update = await harness.call('PUT', `/auth-users/v1/clients/${anaId}/`, {
      token: anaToken,
      body: { first_name: 'Ana María', phone: '+34 612 34 56 78' },
    });
    expect(update.statusCode).toBe(200);
    // Kept as digits, however the customer grouped them.
    expect(update.json()).toMatchObject({ first_name: 'Ana María', phone: '+34612345678' });
    const badPhone = await harness.call('PUT', `/auth-users/v1/clients/${anaId}/`, {
      token: anaToken,
      body: { phone: '12' },
    });
    expect(badPhone.json()).toEqual({ phone: ['Introduce un número de teléfono correcto'] });
    const foreign = await harness.call('PUT', `/auth-users/v1/clients/${beaId}/`, {
      token: anaToken,
      body: { first_name: 'Mallory' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await harness.userRow(beaId))?.firstName).toBe('Ana');
  });

  it('changes e-mail and password only with the right current password', async () => {
    const id = await harness.insertAccount('carla@example.com');
    const token = (await harness.login('carla@example.com')).access;
    const put = (body: object) =>
      harness.call('PUT', `/auth-users/v1/clients/${id}/`, { token, body });

    expect((await put({ email: 'carla.new@example.com' })).json()).toEqual({
      current_password: [expect.stringContaining('contraseña actual')],
    });
    expect(
      (await put({ email: 'carla.new@example.com', current_password: 'wrong-one' })).json(),
    ).toEqual({ current_password: ['La contraseña actual no es correcta'] });
    expect(
      (await put({ email: 'bea@example.com', current_password: 'secret-123' })).json(),
    ).toEqual({ email: ['Ya existe un usuario con esas credenciales'] });
    const moved = await put({ email: 'Carla.New@example.com', current_password: 'secret-123' });
    expect(moved.json()).toMatchObject({ email: 'carla.new@example.com' });

    expect(
      (
        await put({
          password: 'new-secret',
          password_confirmation: 'other',
          current_password: 'secret-123',
        })
      ).json(),
    ).toEqual({ password_confirmation: ['Las contraseñas no coinciden'] });
    const changed = await put({
      password: 'new-secret',
      password_confirmation: 'new-secret',
      current_password: 'secret-123',
    });
    expect(changed.statusCode).toBe(200);
    await harness.login('carla.new@example.com', 'new-secret');
  });

  it('gives an e-mail claimed by two accounts at once to one, the other a 400 as if taken', async () => {
    const claimants = await Promise.all(
      ['elena@example.com', 'fina@example.com'].map(async (email) => {
        const id = await harness.insertAccount(email);
        return { id, token: (await harness.login(email)).access };
      }),
    );
    const answers = await withWritesHeld(harness.db, 'users', 2, () =>
      Promise.all(
        claimants.map(({ id, token }) =>
          harness.call('PUT', `/auth-users/v1/clients/${id}/`, {
            token,
            body: { email: 'shared@example.com', current_password: 'secret-123' },
          }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json()).toEqual({ email: ['Ya existe un usuario con esas credenciales'] });
  });

  it('counts current-password checks like logins, so a stolen session cannot guess it', async () => {
    const id = await harness.insertAccount('dora@example.com');
    const token = (await harness.login('dora@example.com')).access;
    const guess = () =>
      harness.call('PUT', `/auth-users/v1/clients/${id}/`, {
        token,
        body: { email: 'thief@example.com', current_password: 'guess' },
      });
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await guess()).statusCode).toBe(400);
    expect((await guess()).statusCode).toBe(429);
  });
});

describe('toggle_type', () => {
  it('is for admins only: guest 401, customer 403', async () => {
    const url = `/auth-users/v1/clients/${anaId}/toggle_type/`;
    expect((await harness.call('PUT', url, { body: {} })).statusCode).toBe(401);
    const customer = await harness.call('PUT', url, { token: anaToken, body: {} });
    expect(customer.statusCode).toBe(403);
    expect((await harness.userRow(anaId))?.customerType).toBe('C');
  });

  it('flips the type and empties the cart so it is priced again for the new type', async () => {
    const [cart] = await harness.db
      .insert(carts)
      .values({ storeCode: 'ESSM', language: 'es' })
      .returning({ id: carts.id });
    if (cart === undefined) throw new Error('no cart');
    await harness.db
      .insert(cartRows)
      .values({ cartId: cart.id, unitPvp: 10_000, totalPvp: 10_000 });
    const url = `/auth-users/v1/clients/${adminId}/toggle_type/`;
    const toP = await harness.call('PUT', url, { token: adminToken, body: { cart_id: cart.id } });
    expect(toP.statusCode).toBe(200);
    expect(toP.json()).toMatchObject({ id: adminId, _type: 'P', is_admin: true });
    const rows = await harness.db.select().from(cartRows).where(eq(cartRows.cartId, cart.id));
    expect(rows).toHaveLength(0);
    const [stored] = await harness.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(stored?.customerType).toBe('P');

    const toC = await harness.call('PUT', url, { token: adminToken, body: {} });
    expect(toC.json()).toMatchObject({ _type: 'C' });
    const unknownCart = await harness.call('PUT', url, {
      token: adminToken,
      body: { cart_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownCart.statusCode).toBe(404);
    expect((await harness.userRow(adminId))?.customerType).toBe('C');
  });
});

describe('admin calls of the cart api', () => {
  it('answers 403 to a customer and tells an admin the call is not available yet', async () => {
    const customer = await harness.call('GET', '/cart/v1/coupons/', { token: anaToken });
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ detail: 'No tiene permiso para realizar esta acción.' });
    const admin = await harness.call('DELETE', '/cart/v1/sub-orders/1/', {
      token: adminToken,
    });
    expect(admin.statusCode).toBe(501);
    expect((await harness.call('GET', '/cart/v1/carts/')).statusCode).toBe(401);
  });
});
