import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditLog, orders, staffQuotations } from '@shop/db';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffQuotation } from '../../contracts/staff-quotations.ts';
import { drawnTextOfCompressed } from '../../testing/pdf-drawn-text.ts';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { accountClient, insertAccount } from '../account/account-test-fixtures.ts';
import { kalaFixture } from '../cart/cart-test-fixtures.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';
import { checkoutClient, orderOf } from '../payment/checkout-test-fixtures.ts';
import { outboxMails } from '../../testing/outbox-files.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let dataDir: string;
let manager: Record<string, string>;
let owner: Record<string, string>;
let cleanerId: number;
let kala: Awaited<ReturnType<typeof kalaFixture>>;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'quotations-'));
  harness = await openTestApp({ DATA_DIR: dataDir });
  manager = await staffHeaders(harness.app, demoStaffEmails.order_manager);
  owner = await staffHeaders(harness.app, demoStaffEmails.owner);
  cleanerId = (await seededProduct(harness.db, 'BRS-CL730')).id;
  kala = await kalaFixture(harness);
});
afterAll(async () => {
  await harness.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PUT';
function staffCall(
  method: Method,
  path: string,
  payload?: object,
  headers: Record<string, string> = manager,
) {
  return harness.app.inject({
    method,
    url: `/admin/v1/quotations/${path}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What the storefront charges a professional for one of these, today. */
async function professionalPrice(productId: number, configuration: object = {}) {
  const priced = await harness.app.inject({
    method: 'POST',
    url: `/catalog/v1/products/${productId}/price_configuration/?store=ESSM&user_type=P`,
    payload: { ...configuration, quantity: 1 },
  });
  expect(priced.statusCode, priced.body).toBe(200);
  return priced.json<{ prices: { total: number } }>().prices.total;
}

async function quotationCount(): Promise<number> {
  const [row] = await harness.db.select({ total: count() }).from(staffQuotations);
  return row?.total ?? 0;
}

const professional = () => insertAccount(harness, { customerType: 'P' });

describe('quotations for professionals', () => {
  it('are built at negotiated prices, sent with a PDF and accepted in the user area at those prices', async () => {
    const pro = await professional();
    const cleaner = await professionalPrice(cleanerId);
    const made = await professionalPrice(kala.productId, kala.configuration);
    const created = await staffCall('POST', '', {
      customer_id: pro.id,
      valid_until: inDays(20),
      observations: 'Obra calle Alcalá',
      rows: [
        { product_id: cleanerId, quantity: 2, discount_percent: 10 },
        { product_id: kala.productId, ...kala.configuration },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json<StaffQuotation>();
    const cleanerUnit = cleaner - Math.round(cleaner * 0.1);
    expect(draft).toMatchObject({
      status: 'draft',
      store: 'ESSM',
      language: 'es',
      customer: { id: pro.id, customer_type: 'P' },
      order: null,
      rows: [
        {
          product_id: cleanerId,
          quantity: 2,
          catalogue_unit_pvp: cleaner,
          discount_percent: 10,
          unit_pvp: cleanerUnit,
          total_pvp: cleanerUnit * 2,
        },
        { product_id: kala.productId, catalogue_unit_pvp: made, unit_pvp: made, total_pvp: made },
      ],
    });

    // The made-to-measure screen at a negotiated unit price instead.
    const body = {
      customer_id: pro.id,
      valid_until: inDays(20),
      rows: [
        { product_id: cleanerId, quantity: 2, discount_percent: 10 },
        { product_id: kala.productId, ...kala.configuration, unit_price: made - 5_000 },
      ],
    };
    const edited = await staffCall('PUT', `${draft.id}/`, body);
    expect(edited.statusCode, edited.body).toBe(200);
    const total = cleanerUnit * 2 + made - 5_000;
    expect(edited.json<StaffQuotation>().totals).toMatchObject({
      catalogue_total: cleaner * 2 + made,
      total,
      saved: cleaner * 2 + made - total,
      vat_rate: 0.21,
    });

    // A draft is not the customer's yet.
    const call = accountClient(harness, pro.token);
    expect((await call('GET', '/cart/v1/quotations/')).json()).toMatchObject({ count: 0 });

    const sent = await staffCall('POST', `${draft.id}/send/`);
    expect(sent.statusCode, sent.body).toBe(200);
    const quotation = sent.json<StaffQuotation>();
    expect(quotation).toMatchObject({ status: 'sent', order: { status: 200 } });
    const number = quotation.order?.number ?? '';
    const orderId = quotation.order?.id ?? 0;

    // Sent: no more changes, no second e-mail.
    expect((await staffCall('PUT', `${draft.id}/`, body)).statusCode).toBe(409);
    expect((await staffCall('POST', `${draft.id}/send/`)).statusCode).toBe(409);

    // The customer's user area lists it at the quoted total, until its validity date.
    expect((await call('GET', '/cart/v1/quotations/')).json()).toMatchObject({
      count: 1,
      results: [{ id: orderId, number, total, quote_valid_until: inDays(20) }],
    });
    const read = await call('GET', `/cart/v1/quotations/${orderId}/`);
    expect(read.json()).toMatchObject({ quote_expired: false, sub_orders: [{}, {}] });

    await call('POST', '/auth-users/v1/shipping-addresses/', {
      name: 'Ana',
      surnames: 'García López',
      phone: '612345678',
      address: 'Calle Alcalá',
      number: '40',
      postal_code: '28014',
      city: 'Madrid',
      province: 'Madrid',
    });
    const accepted = await call('POST', `/cart/v1/quotations/${orderId}/accept/`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ order: { id: orderId, status: 300, total } });
    const [order] = await harness.db.select().from(orders).where(eq(orders.id, orderId));
    const paid = await checkoutClient(harness, pro.token).startCard(order?.cartId ?? '');
    expect(paid.statusCode, paid.body).toBe(201);
    const placed = await orderOf(harness, number);
    expect(placed.order.total).toBe(total);
    expect(placed.payments.map((payment) => payment.amount)).toEqual([total]);

    // Audited: created, edited and sent by the order manager.
    const entries = await harness.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'quotation'), eq(auditLog.entityId, String(draft.id))))
      .orderBy(asc(auditLog.id));
    expect(entries.map((entry) => entry.action)).toEqual([
      'quotation.create',
      'quotation.update',
      'quotation.send',
    ]);

    // The e-mail, in Spanish, with the quotation's PDF.
    await harness.app.background.runNow();
    const mails = await outboxMails(dataDir);
    const mail = mails.find((parsed) => parsed.subject === `Tu presupuesto ${number}`);
    if (!mail) throw new Error('no quotation e-mail');
    expect([mail.to].flat()[0]?.value[0]?.address).toBe(pro.email);
    expect(mail.text).toContain(`/quotation/${orderId}`);
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([
      `presupuesto-${number}.pdf`,
    ]);
    const pdf = drawnTextOfCompressed(mail.attachments[0]?.content ?? Buffer.alloc(0));
    expect(pdf).toContain('Presupuesto');
    expect(pdf).toContain(number);
    expect(pdf).toContain('Válido hasta');
    expect(pdf).toContain('Desglose de IVA');
    // Each negotiated line says its quoted unit price beside the catalogue's.
    expect(pdf.match(/Precio unitario .* \(catálogo .*\)/g)).toHaveLength(2);
  });

  it('refuses bad input, tampered prices and customers who are not professionals, changing nothing', async () => {
    const pro = await professional();
    const before = await quotationCount();
    const row = { product_id: cleanerId, quantity: 1 };
    const base = { customer_id: pro.id, valid_until: inDays(10), rows: [row] };
    const refusals: [object, string][] = [
      [{ ...base, rows: [{ ...row, total_pvp: 1 }] }, 'rows.0'],
      [{ ...base, rows: [{ ...row, unit_price: 100_000_000 }] }, 'rows.0.unit_price'],
      [
        { ...base, rows: [{ ...row, unit_price: 100, discount_percent: 5 }] },
        'rows.0.discount_percent',
      ],
      [{ ...base, rows: [{ ...row, discount_percent: 5.555 }] }, 'rows.0.discount_percent'],
      [{ ...base, rows: [{ ...row, product_id: 999_999 }] }, 'rows.0.product_id'],
      [
        {
          ...base,
          rows: [{ ...kala.configuration, product_id: kala.productId, measures: { 1: 9_999 } }],
        },
        'rows.0',
      ],
      [{ ...base, rows: [] }, 'rows'],
      [{ ...base, valid_until: '2020-01-31' }, 'valid_until'],
      [{ ...base, customer_id: 999_999 }, 'customer_id'],
      [{ ...base, customer_id: (await insertAccount(harness)).id }, 'customer_id'],
    ];
    for (const [payload, field] of refusals) {
      const refused = await staffCall('POST', '', payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      const fields = Object.keys(refused.json<Record<string, string[]>>());
      expect(
        fields.some((name) => name.startsWith(field)),
        refused.body,
      ).toBe(true);
    }
    const above = await staffCall('POST', '', {
      ...base,
      rows: [{ ...row, unit_price: (await professionalPrice(cleanerId)) + 1 }],
    });
    expect(above.json()).toEqual({
      'rows.0.unit_price': ['El precio negociado no puede superar el precio de catálogo.'],
    });
    const french = await harness.app.inject({
      method: 'POST',
      url: '/admin/v1/quotations/?language=fr',
      headers: manager,
      payload: { ...base, customer_id: (await insertAccount(harness)).id },
    });
    expect(french.json()).toEqual({
      customer_id: ['Les devis sont réservés aux clients professionnels.'],
    });
    expect(await quotationCount()).toBe(before);
    expect((await staffCall('GET', '999999/')).statusCode).toBe(404);
  });

  it('are run by order managers and the owner only', async () => {
    const pro = await professional();
    const payload = {
      customer_id: pro.id,
      valid_until: inDays(10),
      rows: [{ product_id: cleanerId }],
    };
    for (const role of ['support', 'catalogue_editor', 'content_editor'] as const) {
      const headers = await staffHeaders(harness.app, demoStaffEmails[role]);
      expect((await staffCall('POST', '', payload, headers)).statusCode).toBe(403);
      expect((await staffCall('GET', '', undefined, headers)).statusCode).toBe(403);
    }
    expect((await staffCall('GET', '', undefined, {})).statusCode).toBe(401);
    expect((await staffCall('POST', '', payload, owner)).statusCode).toBe(201);
  });

  it('lists by customer, status and edition, newest first', async () => {
    const pro = await professional();
    const payload = {
      customer_id: pro.id,
      valid_until: inDays(10),
      rows: [{ product_id: cleanerId }],
    };
    const first = (await staffCall('POST', '', payload)).json<StaffQuotation>();
    const second = (await staffCall('POST', '', payload)).json<StaffQuotation>();
    expect((await staffCall('POST', `${first.id}/send/`)).statusCode).toBe(200);
    const list = await staffCall('GET', `?customer=${pro.id}&page_size=10`);
    expect(list.json()).toMatchObject({
      count: 2,
      results: [
        { id: second.id, status: 'draft' },
        { id: first.id, status: 'sent' },
      ],
    });
    expect((await staffCall('GET', `?customer=${pro.id}&status=sent`)).json()).toMatchObject({
      count: 1,
      results: [{ id: first.id }],
    });
    expect((await staffCall('GET', `?customer=${pro.id}&store=FRSM`)).json()).toMatchObject({
      count: 0,
    });
    expect((await staffCall('GET', '?status=lost')).statusCode).toBe(400);
  });

  it('cannot be accepted once expired', async () => {
    const pro = await professional();
    const created = (
      await staffCall('POST', '', {
        customer_id: pro.id,
        valid_until: inDays(1),
        rows: [{ product_id: cleanerId, unit_price: 100 }],
      })
    ).json<StaffQuotation>();
    const sent = (await staffCall('POST', `${created.id}/send/`)).json<StaffQuotation>();
    const orderId = sent.order?.id ?? 0;
    await harness.db
      .update(orders)
      .set({ quoteValidUntil: '2020-01-31' })
      .where(eq(orders.id, orderId));
    const call = accountClient(harness, pro.token);
    const refused = await call('POST', `/cart/v1/quotations/${orderId}/accept/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ quote_valid_until: '2020-01-31' });
    const [still] = await harness.db.select().from(orders).where(eq(orders.id, orderId));
    expect(still?.status).toBe(200);
  });
});
