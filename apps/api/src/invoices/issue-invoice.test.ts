import { shopDateOf, vatIncludedBreakdown, vatRateOf } from '@shop/domain';
import { invoiceCounters, invoices } from '@shop/db';
import { openTestDatabase } from '@shop/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../mail/order-fixture.ts';
import { issueInvoice } from './issue-invoice.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase({ seed: true });
});
afterAll(() => database.close());

const year = shopDateOf(new Date()).year;
const db = () => database.db;

async function lastNumber(store: 'ESSM' | 'FRSM') {
  const [counter] = await db()
    .select({ lastNumber: invoiceCounters.lastNumber })
    .from(invoiceCounters)
    .where(eq(invoiceCounters.storeCode, store));
  return counter?.lastNumber ?? 0;
}

/** As the lead will call it: inside the transaction that marks the order paid. */
const issueInOwnTransaction = (orderId: number) =>
  db().transaction((tx) => issueInvoice(tx, orderId));

describe('issueInvoice', () => {
  it('numbers 20 concurrent ESSM invoices 1..20 without gaps or duplicates, FRSM separately', async () => {
    const spanish = await Promise.all(Array.from({ length: 20 }, () => insertOrder(db())));
    const french = await Promise.all(
      Array.from({ length: 3 }, () => insertOrder(db(), { store: 'FRSM' })),
    );
    const issued = await Promise.all(
      [...spanish, ...french].map((order) => issueInOwnTransaction(order.id)),
    );
    const essm = issued.filter((invoice) => invoice.storeCode === 'ESSM');
    const frsm = issued.filter((invoice) => invoice.storeCode === 'FRSM');
    expect(essm.map((invoice) => invoice.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(frsm.map((invoice) => invoice.sequence).sort((a, b) => a - b)).toEqual([1, 2, 3]);
    expect(new Set(essm.map((invoice) => invoice.number)).size).toBe(20);
    for (const invoice of issued) {
      expect(invoice.number).toBe(
        `${invoice.storeCode}-${year}-${String(invoice.sequence).padStart(6, '0')}`,
      );
    }
    expect(await lastNumber('ESSM')).toBe(20);
    expect(await lastNumber('FRSM')).toBe(3);
  });

  it('stores the VAT breakdown of the total and a snapshot of the billing data', async () => {
    const order = await insertOrder(db(), {
      rows: [{ totalPvp: 123456 }],
      shippingCost: 1815,
      billingBusinessName: 'Reformas Lucía, S.L.',
    });
    const invoice = await issueInOwnTransaction(order.id);
    const { net, vat } = vatIncludedBreakdown(order.total, vatRateOf('ESSM'));
    expect(invoice).toMatchObject({ orderId: order.id, total: order.total, subtotal: net, vat });
    expect(invoice.subtotal + invoice.vat).toBe(invoice.total);
    expect(invoice.billingData).toMatchObject({
      business_name: 'Reformas Lucía, S.L.',
      tax_id_type: 'dni',
      tax_id: '12345678Z',
      address: 'Calle Mayor',
      postal_code: '28013',
      city: 'Madrid',
      email: order.email,
    });
  });

  it('returns the first invoice when an order is invoiced again, even concurrently', async () => {
    const order = await insertOrder(db());
    const before = await lastNumber('ESSM');
    const [first, second] = await Promise.all([
      issueInOwnTransaction(order.id),
      issueInOwnTransaction(order.id),
    ]);
    const third = await issueInvoice(db(), order.id);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await lastNumber('ESSM')).toBe(before + 1);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(
      1,
    );
  });

  it('gives the number back when the caller’s transaction rolls back', async () => {
    const order = await insertOrder(db());
    const before = await lastNumber('ESSM');
    await expect(
      db().transaction(async (tx) => {
        await issueInvoice(tx, order.id);
        throw new Error('payment capture failed after invoicing');
      }),
    ).rejects.toThrow(/payment capture failed/);
    expect(await lastNumber('ESSM')).toBe(before);
    const invoice = await issueInOwnTransaction(order.id);
    expect(invoice.sequence).toBe(before + 1);
  });

  it('refuses an order that is not paid, or does not exist, and takes no number', async () => {
    const pending = await insertOrder(db(), { status: 300, paymentMethod: 'transfer' });
    const before = await lastNumber('ESSM');
    await expect(issueInOwnTransaction(pending.id)).rejects.toMatchObject({
      code: 'order_not_paid',
    });
    await expect(issueInOwnTransaction(987_654)).rejects.toMatchObject({ code: 'order_not_found' });
    expect(await lastNumber('ESSM')).toBe(before);
  });
});
