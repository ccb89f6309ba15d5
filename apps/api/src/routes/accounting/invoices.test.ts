import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueInvoice, type Invoice } from '../../invoices/issue-invoice.ts';
import { insertOrder } from '../../mail/order-fixture.ts';
import { openTestApp } from '../../testing/test-app.ts';
import type { InvoiceSummary } from './invoice-contract.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
let order: Awaited<ReturnType<typeof insertOrder>>;
let invoice: Invoice;
beforeAll(async () => {
  testApp = await openTestApp();
  order = await insertOrder(testApp.db, {
    email: 'lucia.garcia@example.com',
    rows: [{ totalPvp: 123456 }],
  });
  invoice = await testApp.db.transaction((tx) => issueInvoice(tx, order.id));
});
afterAll(() => testApp.close());

const get = (path: string, query: Record<string, string>) =>
  testApp.app.inject({ url: `/accounting/v1/${path}?${new URLSearchParams(query)}` });

describe('GET /accounting/v1/invoices/', () => {
  it('lists the invoices of an order for its e-mail, in any case', async () => {
    const response = await get('invoices/', {
      store: 'ESSM',
      order_number: order.number,
      email: '  Lucia.GARCIA@example.com ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ count: number; results: InvoiceSummary[] }>();
    expect(body).toMatchObject({ count: 1, next: null, previous: null });
    expect(body.results).toEqual([
      {
        number: invoice.number,
        issued_at: invoice.issuedAt.toISOString(),
        order_number: order.number,
        subtotal: invoice.subtotal,
        vat: invoice.vat,
        total: 123456,
        currency: 'EUR',
        download_path: `/accounting/v1/invoices/${invoice.number}/download/`,
      },
    ]);
  });

  it('answers an order without invoice with an empty list', async () => {
    const pending = await insertOrder(testApp.db, { status: 300, paymentMethod: 'transfer' });
    const response = await get('invoices/', {
      store: 'ESSM',
      order_number: pending.number,
      email: pending.email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ count: 0, results: [] });
  });

  it('answers a wrong e-mail, an unknown order or another store with 404 Pedido no encontrado', async () => {
    const wrongPairs: Record<string, string>[] = [
      { store: 'ESSM', order_number: order.number, email: 'someone.else@example.com' },
      { store: 'ESSM', order_number: 'ESSM-NOPE', email: order.email },
      { store: 'FRSM', order_number: order.number, email: order.email, language: 'es' },
    ];
    for (const query of wrongPairs) {
      const response = await get('invoices/', query);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Pedido no encontrado' });
    }
    const french = await get('invoices/', {
      store: 'FRSM',
      order_number: order.number,
      email: order.email,
    });
    expect(french.json()).toEqual({ detail: 'Commande introuvable' });
  });

  it('names the missing fields with the order lookup’s messages', async () => {
    const response = await get('invoices/', { store: 'ESSM' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      order_number: ['Número de pedido requerido'],
      email: ['Correo electrónico requerido'],
    });
  });
});

describe('GET /accounting/v1/invoices/{number}/download/', () => {
  it('answers the PDF as an attachment for the order’s e-mail', async () => {
    const response = await get(`invoices/${invoice.number}/download/`, {
      store: 'ESSM',
      email: 'LUCIA.garcia@example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="factura-${invoice.number}.pdf"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The Info dictionary is never compressed: the title names the invoice.
    expect(response.rawPayload.toString('latin1')).toContain(`(Factura ${invoice.number})`);
  });

  it('answers a wrong e-mail or an unknown number with 404', async () => {
    for (const [number, email] of [
      [invoice.number, 'someone.else@example.com'],
      ['ESSM-2026-999999', order.email],
    ] as const) {
      const response = await get(`invoices/${number}/download/`, { store: 'ESSM', email });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ detail: 'Pedido no encontrado' });
    }
  });

  it('needs the e-mail', async () => {
    const response = await get(`invoices/${invoice.number}/download/`, { store: 'ESSM' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ['Correo electrónico requerido'] });
  });
});
