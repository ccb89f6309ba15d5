import { billingAddresses, carts, orders, shippingAddresses, users } from '@shop/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { placeOrderFor } from '../cart/cart-test-fixtures.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let support: Record<string, string>;
/** A marker in every e-mail of this file, so the seed's own accounts stay out of the answers. */
const marker = `cust${Date.now()}`;
let pro: number;
let pending: number;
let client: number;

async function insertCustomer(
  name: string,
  values: Partial<typeof users.$inferInsert> = {},
): Promise<number> {
  const [user] = await harness.db
    .insert(users)
    .values({
      email: `${name}.${marker}@example.com`,
      passwordHash: 'unused',
      firstName: name,
      lastName: 'Prueba',
      storeCode: 'ESSM',
      isActive: true,
      ...values,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('not inserted');
  return user.id;
}

/** An order (or a quotation, status 200) of `userId`, placed straight in the database. */
async function orderOf(userId: number, number: string, status: 200 | 300 | 600, total: number) {
  const [cart] = await harness.db
    .insert(carts)
    .values({ storeCode: 'ESSM', language: 'es', userId })
    .returning({ id: carts.id });
  if (!cart) throw new Error('no cart');
  const id = await placeOrderFor(harness, cart.id, { number, email: `${marker}@example.com` });
  await harness.db.update(orders).set({ userId, status, total }).where(eq(orders.id, id));
  return id;
}

beforeAll(async () => {
  harness = await openTestApp();
  support = await staffHeaders(harness.app, demoStaffEmails.support);
  pro = await insertCustomer('reformas', {
    customerType: 'P',
    professionalStatus: 'approved',
    phone: '699000111',
    storeCode: 'FRSM',
  });
  pending = await insertCustomer('obras', { professionalStatus: 'pending', phone: '600222333' });
  client = await insertCustomer('lucia', { phone: '611444555' });
  await harness.db.insert(billingAddresses).values([
    {
      userId: pro,
      businessName: `Reformas Norte ${marker} SL`,
      taxIdType: 'CIF',
      taxId: 'B12345678',
      address: 'Calle Mayor',
      number: '3',
      postalCode: '28001',
      city: 'Madrid',
      province: 'Madrid',
      country: 'ES',
      isDefault: true,
    },
    {
      userId: pro,
      businessName: 'Antigua SL',
      taxIdType: 'CIF',
      taxId: 'B87654321',
      address: 'Calle Vieja',
      postalCode: '28002',
      city: 'Madrid',
      province: 'Madrid',
      country: 'ES',
    },
  ]);
  await harness.db.insert(shippingAddresses).values({
    userId: pro,
    name: 'Obra',
    surnames: 'Centro',
    phone: '699000111',
    address: 'Gran Vía',
    number: '1',
    postalCode: '28013',
    city: 'Madrid',
    province: 'Madrid',
    country: 'ES',
  });
});
afterAll(() => harness.close());

function get(path: string, headers = support) {
  return harness.app.inject({ method: 'GET', url: `/admin/v1/customers/${path}`, headers });
}

const emailsOf = (body: { results: { email: string }[] }) =>
  body.results.map((customer) => customer.email.split('.')[0]);

describe('GET /admin/v1/customers/', () => {
  it('searches by e-mail, name, phone, tax id and company, newest first', async () => {
    expect(emailsOf((await get(`?q=${marker}`)).json())).toEqual(['lucia', 'obras', 'reformas']);
    expect(emailsOf((await get(`?q=LUCIA.${marker}`)).json())).toEqual(['lucia']);
    expect(emailsOf((await get('?q=600222333')).json())).toEqual(['obras']);
    // Any of the customer's billing addresses, the old one too.
    expect(emailsOf((await get('?q=b87654321')).json())).toEqual(['reformas']);
    expect(emailsOf((await get(`?q=norte ${marker}`)).json())).toEqual(['reformas']);
    // % and _ are plain characters, not wildcards.
    expect((await get(`?q=%25${marker}`)).json().count).toBe(0);
  });

  it('shows company, tax id and sign-up date from the default billing address', async () => {
    const answer = await get(`?q=reformas.${marker}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().results).toEqual([
      {
        id: pro,
        email: `reformas.${marker}@example.com`,
        first_name: 'reformas',
        last_name: 'Prueba',
        phone: '699000111',
        _type: 'P',
        store: 'FRSM',
        professional_status: 'approved',
        is_active: true,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        company: `Reformas Norte ${marker} SL`,
        tax_id: 'B12345678',
      },
    ]);
    expect((await get(`?q=lucia.${marker}`)).json().results[0]).toMatchObject({
      company: '',
      tax_id: '',
      professional_status: null,
    });
  });

  it('filters by edition, customer type and professional status, and pages', async () => {
    const q = `q=${marker}`;
    expect(emailsOf((await get(`?${q}&store=FRSM`)).json())).toEqual(['reformas']);
    expect(emailsOf((await get(`?${q}&store=ESSM&type=C`)).json())).toEqual(['lucia', 'obras']);
    expect(emailsOf((await get(`?${q}&type=P`)).json())).toEqual(['reformas']);
    expect(emailsOf((await get(`?${q}&professional_status=pending`)).json())).toEqual(['obras']);
    expect(emailsOf((await get(`?${q}&professional_status=none`)).json())).toEqual(['lucia']);
    const second = (await get(`?${q}&page_size=2&page=2`)).json();
    expect(second).toMatchObject({ count: 3, next: null });
    expect(emailsOf(second)).toEqual(['reformas']);
    expect((await get(`?${q}&page_size=2&page=3`)).statusCode).toBe(404);
  });

  it('answers bad filters with a 400 in the staff member’s language', async () => {
    for (const query of ['type=X', 'store=XX', 'professional_status=maybe', 'page_size=0']) {
      const es = await get(`?${query}`);
      expect(es.statusCode, query).toBe(400);
      const field = query.split('=')[0] ?? '';
      expect(es.json()[field], query).toEqual([expect.any(String)]);
      const fr = await get(`?${query}&language=fr`);
      expect(fr.statusCode).toBe(400);
      expect(fr.json()[field]).not.toEqual(es.json()[field]);
    }
    expect((await get(`?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('GET /admin/v1/customers/:id/', () => {
  it('gives profile, addresses, orders and quotations apart', async () => {
    const shipped = await orderOf(pro, `${marker}-1`, 600, 12_345);
    const quotation = await orderOf(pro, `${marker}-2`, 200, 500);
    const answer = await get(`${pro}/?language=fr`);
    expect(answer.statusCode).toBe(200);
    const detail = answer.json();
    expect(detail).toMatchObject({
      id: pro,
      company: `Reformas Norte ${marker} SL`,
      _type: 'P',
      last_login_at: null,
      order_count: 1,
      quotation_count: 1,
      orders: [
        {
          id: shipped,
          number: `${marker}-1`,
          status: 600,
          status_name: expect.any(String),
          total: 12_345,
          store: 'ESSM',
        },
      ],
      quotations: [{ id: quotation, number: `${marker}-2`, status: 200 }],
    });
    const inSpanish = (await get(`${pro}/`)).json();
    expect(inSpanish.orders[0].status_name).not.toBe(detail.orders[0].status_name);
    // The default billing address first.
    expect(detail.billing_addresses.map((a: { tax_id: string }) => a.tax_id)).toEqual([
      'B12345678',
      'B87654321',
    ]);
    expect(detail.shipping_addresses).toEqual([
      expect.objectContaining({ name: 'Obra Centro', address: 'Gran Vía', phone: '699000111' }),
    ]);
  });

  it('answers an account without anything with empty lists', async () => {
    expect((await get(`${client}/`)).json()).toMatchObject({
      shipping_addresses: [],
      billing_addresses: [],
      orders: [],
      quotations: [],
      order_count: 0,
    });
  });

  it('answers 404 for an unknown customer and 400 for a bad id', async () => {
    const missing = await get('999999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toEqual(expect.any(String));
    expect((await get('abc/')).statusCode).toBe(400);
  });
});

describe('who may read customers', () => {
  it('lets support, order managers and the owner in, not catalogue or content editors', async () => {
    for (const role of ['support', 'order_manager', 'owner'] as const) {
      const headers = await staffHeaders(harness.app, demoStaffEmails[role]);
      expect((await get(`${pending}/`, headers)).statusCode, role).toBe(200);
    }
    for (const role of ['catalogue_editor', 'content_editor'] as const) {
      const headers = await staffHeaders(harness.app, demoStaffEmails[role]);
      expect((await get('', headers)).statusCode, role).toBe(403);
      expect((await get(`${pending}/`, headers)).statusCode, role).toBe(403);
    }
    expect((await get('', {})).statusCode).toBe(401);
  });
});
