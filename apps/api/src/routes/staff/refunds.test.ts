import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import {
  auditLog,
  creditNotes,
  invoices,
  orderRefunds,
  outboxEmails,
  orders,
  paymentActions,
  payments,
} from '@shop/db';
import { and, asc, desc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatOrderDate } from '../../mail/order-email-content.ts';
import { drawnTextOfCompressed } from '../../testing/pdf-drawn-text.ts';
import { settleRefund } from '../../payments/apply-notification.ts';
import { firstForm, openPage, submitForm } from '../../payments/testing/shopper.ts';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import {
  newKey,
  orderOf,
  payByCard,
  returnUrl,
  useListeningCheckoutApp,
} from '../payment/checkout-test-fixtures.ts';

const shop = useListeningCheckoutApp('refunds');
let manager: Record<string, string>;
let support: Record<string, string>;
beforeAll(async () => {
  manager = await staffHeaders(shop.testApp.app, demoStaffEmails.order_manager);
  support = await staffHeaders(shop.testApp.app, demoStaffEmails.support);
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function refund(
  orderId: number,
  body: object,
  key: string | null = newKey(),
  headers = manager,
  language = 'es',
) {
  return shop.testApp.app.inject({
    method: 'POST',
    url: `/admin/v1/orders/${orderId}/refunds/?language=${language}`,
    headers: { ...headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

async function detail(orderId: number) {
  const response = await shop.testApp.app.inject({
    url: `/admin/v1/orders/${orderId}/?language=es`,
    headers: manager,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function paymentStatusOf(orderId: number) {
  const [order] = await shop.testApp.db
    .select({ paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order?.paymentStatus;
}

/** Runs the background work (carry-out loop, notifications) until the order reads `status`. */
async function settled(orderId: number, status: string) {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    await shop.testApp.app.background.runNow();
    if ((await paymentStatusOf(orderId)) === status) return status;
    await wait(100);
  }
  return paymentStatusOf(orderId);
}

async function paidByCard() {
  const { checkout } = shop;
  const cart = await checkout.readyCart();
  const start = (await checkout.startCard(cart.id)).json();
  const back = await payByCard(start.redirect_url, '4111111111111111');
  const details = await checkout.post('adyen/payments/details/', {
    payment_reference: start.payment_reference,
    ...back,
  });
  expect(details.json().status).toBe('authorized');
  return (await orderOf(shop.testApp, start.order_number)).order;
}

async function paidByPaypal() {
  const { checkout } = shop;
  const cart = await checkout.readyCart();
  const started = await checkout.post('paypal/payments/create_order/', {
    cart: cart.id,
    idempotency_key: newKey(),
    return_url: returnUrl,
    cancel_url: returnUrl,
  });
  expect(started.statusCode).toBe(201);
  const page = await openPage(started.json().redirect_url);
  const approved = await submitForm(firstForm(page.html, page.url), {
    email: 'buyer@example.com',
    password: 'any',
  });
  const token = new URL(approved.location ?? '').searchParams.get('token');
  const captured = await checkout.get('paypal/payments/order_details/', `store=ESSM&id=${token}`);
  expect(captured.json().status).toBe('authorized');
  return (await orderOf(shop.testApp, started.json().order_number)).order;
}

async function paidBySequra() {
  const { checkout } = shop;
  const cart = await checkout.readyCart({ quantity: 10 });
  const started = await checkout.post('sequra/payments/init_order/', {
    cart: cart.id,
    payment_method: 'sequra_sp1',
    idempotency_key: newKey(),
    return_url: returnUrl,
    abort_url: `${returnUrl}?aborted=1`,
  });
  expect(started.statusCode).toBe(201);
  const start = started.json();
  const form = (
    await checkout.get(
      'sequra/payments/form/',
      `store=ESSM&payment_reference=${start.payment_reference}`,
    )
  ).body;
  const action = /action="([^"]+)"/.exec(form)?.[1]?.replaceAll('&amp;', '&') ?? '';
  await submitForm(firstForm(form, action), { decision: 'approve' });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { order } = await orderOf(shop.testApp, start.order_number);
    if (order.status === 400) return order;
    await wait(100);
  }
  throw new Error('the seQura order was not paid');
}

async function paidByTransfer(store: 'ESSM' | 'FRSM' = 'ESSM') {
  const { checkout } = shop;
  const cart = await checkout.readyCart({ store });
  const placed = await checkout.post(
    'transfer/payments/create_order/',
    { cart: cart.id, idempotency_key: newKey() },
    `store=${store}`,
  );
  expect(placed.statusCode).toBe(201);
  const { order } = await orderOf(shop.testApp, placed.json().order_number);
  const paid = await shop.testApp.app.inject({
    method: 'POST',
    url: `/admin/v1/orders/${order.id}/transfer-received/?language=es`,
    headers: manager,
    payload: { amount: order.total, received_on: '2026-01-02', reference: `BANK-${order.number}` },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return order;
}

const ways = [
  { name: 'card (Adyen: settled by its REFUND notification)', provider: 'adyen', pay: paidByCard },
  { name: 'PayPal (its refund answer)', provider: 'paypal', pay: paidByPaypal },
  { name: 'seQura (its order update answer)', provider: 'sequra', pay: paidBySequra },
  { name: 'bank transfer (paid back by staff)', provider: 'transfer', pay: paidByTransfer },
] as const;

describe('POST /admin/v1/orders/{id}/refunds/', () => {
  for (const way of ways)
    it(`refunds part then the rest of an order paid by ${way.name}`, async () => {
      const order = await way.pay();
      const part = Math.round(order.total / 3);
      const first = await refund(order.id, { amount: part, reason: 'Producto dañado' });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({
        amount: part,
        reason: 'Producto dañado',
        providers: [way.provider],
        refundable: order.total - part,
        staff_name: expect.any(String),
      });
      expect(await settled(order.id, 'partially_refunded')).toBe('partially_refunded');

      const rest = await refund(order.id, { amount: order.total - part, reason: 'Devolución' });
      expect(rest.statusCode, rest.body).toBe(201);
      expect(rest.json().refundable).toBe(0);
      expect(await settled(order.id, 'refunded')).toBe('refunded');

      const shown = await detail(order.id);
      expect(shown.payment_status).toBe('refunded');
      expect(shown.refunds).toHaveLength(2);
      for (const listed of shown.refunds) {
        expect(listed.status).toBe('done');
        if (way.provider !== 'transfer') expect(listed.provider_references).toHaveLength(1);
      }
      expect(shown.refunds.map((listed: { amount: number }) => listed.amount)).toEqual([
        part,
        order.total - part,
      ]);
      const [paid] = await shop.testApp.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.provider, way.provider)));
      expect(paid).toMatchObject({ status: 'refunded', refundedAmount: order.total });
      const [audit] = await shop.testApp.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(order.id))))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(audit).toMatchObject({ action: 'order.refund' });
    });

  it('refuses an over-refund and a second refund of the same money (409), changing nothing', async () => {
    const order = await paidByTransfer();
    const over = await refund(order.id, { amount: order.total + 1, reason: 'Demasiado' });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('refund_too_large');
    expect(over.json().detail).toContain('solo quedan');
    const all = await refund(order.id, { amount: order.total, reason: 'Todo' });
    expect(all.statusCode).toBe(201);
    const again = await refund(
      order.id,
      { amount: 1, reason: 'Otra vez' },
      newKey(),
      manager,
      'fr',
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'Cette commande n’a aucun montant encaissé restant à rembourser.',
      code: 'nothing_to_refund',
    });
    const stored = await shop.testApp.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.id));
    expect(stored).toHaveLength(1);
  });

  it('answers the same refund to the same Idempotency-Key, refunding once', async () => {
    const order = await paidByCard();
    const key = newKey();
    const body = { amount: 300, reason: 'Descuento' };
    const first = await refund(order.id, body, key);
    const second = await refund(order.id, body, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    const reused = await refund(order.id, { amount: 301, reason: 'Descuento' }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('idempotency_key_reused');
    const actions = await shop.testApp.db
      .select()
      .from(paymentActions)
      .innerJoin(payments, eq(payments.id, paymentActions.paymentId))
      .where(and(eq(payments.orderId, order.id), eq(paymentActions.kind, 'refund')));
    expect(actions).toHaveLength(1);
  });

  it('applies one of two concurrent refunds of everything', async () => {
    const order = await paidByPaypal();
    const body = { amount: order.total, reason: 'Carrera' };
    const answers = await Promise.all([refund(order.id, body), refund(order.id, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await settled(order.id, 'refunded')).toBe('refunded');
    const actions = await shop.testApp.db
      .select({ amount: paymentActions.amount })
      .from(paymentActions)
      .innerJoin(payments, eq(payments.id, paymentActions.paymentId))
      .where(and(eq(payments.orderId, order.id), eq(paymentActions.kind, 'refund')))
      .orderBy(asc(paymentActions.id));
    expect(actions).toEqual([{ amount: order.total }]);
  });

  it('applies a refund once when its notification and the call answer both settle it', async () => {
    const order = await paidByCard();
    const part = Math.round(order.total / 2);
    expect((await refund(order.id, { amount: part, reason: 'Una vez' })).statusCode).toBe(201);
    expect(await settled(order.id, 'partially_refunded')).toBe('partially_refunded');
    const [action] = await shop.testApp.db
      .select()
      .from(paymentActions)
      .innerJoin(payments, eq(payments.id, paymentActions.paymentId))
      .where(and(eq(payments.orderId, order.id), eq(paymentActions.kind, 'refund')));
    if (!action) throw new Error('no refund action');
    // The same outcome again (the other of the two racing answers): nothing more is counted.
    const again = {
      success: true,
      providerReference: action.payment_actions.providerReference,
      detail: null,
    };
    await shop.testApp.db.transaction((tx) => settleRefund(tx, action.payment_actions.id, again));
    const [paid] = await shop.testApp.db
      .select({ refunded: payments.refundedAmount, status: payments.status })
      .from(payments)
      .where(eq(payments.id, action.payments.id));
    expect(paid).toEqual({ refunded: part, status: 'authorized' });
    expect(await paymentStatusOf(order.id)).toBe('partially_refunded');
  });

  it('refuses bad input in the caller language, and a role without orders.refund', async () => {
    const order = await paidByTransfer();
    const noKey = await refund(order.id, { amount: 100, reason: 'x' }, null);
    expect(noKey.statusCode).toBe(400);
    expect(JSON.stringify(noKey.json())).toContain('Idempotency-Key');
    const zero = await refund(order.id, { amount: 0, reason: 'x' }, newKey(), manager, 'fr');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().amount).toEqual(['Le montant à rembourser doit être supérieur à zéro.']);
    const noReason = await refund(order.id, { amount: 100, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().reason).toEqual(['Indica el motivo de la devolución.']);
    const forbidden = await refund(order.id, { amount: 100, reason: 'x' }, newKey(), support);
    expect(forbidden.statusCode).toBe(403);
    const unknown = await refund(999_999, { amount: 100, reason: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect((await detail(order.id)).refunds).toEqual([]);
    expect(await paymentStatusOf(order.id)).toBe('paid');
  });
});

describe('credit notes', () => {
  async function creditNotesOf(store: 'ESSM' | 'FRSM') {
    return shop.testApp.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.storeCode, store))
      .orderBy(asc(creditNotes.sequence));
  }

  it('are numbered gapless per edition, apart from the invoice series', async () => {
    const spanish = await paidByTransfer('ESSM');
    const french = await paidByTransfer('FRSM');
    for (const order of [spanish, french, spanish])
      expect((await refund(order.id, { amount: 100, reason: 'Rayado' })).statusCode).toBe(201);
    const year = new Date().getFullYear();
    for (const [store, prefix] of [
      ['ESSM', 'R'],
      ['FRSM', 'AV'],
    ] as const) {
      const notes = await creditNotesOf(store);
      expect(notes.map((note) => note.sequence)).toEqual(notes.map((_, index) => index + 1));
      for (const note of notes)
        expect(note.number).toBe(
          `${prefix}-${store}-${year}-${String(note.sequence).padStart(6, '0')}`,
        );
    }
    const [invoice] = await shop.testApp.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, french.id));
    const [frenchNote] = await creditNotesOf('FRSM');
    expect(frenchNote).toMatchObject({
      invoiceNumber: invoice?.number,
      total: -100,
      orderId: french.id,
    });
    expect((frenchNote?.subtotal ?? 0) + (frenchNote?.vat ?? 0)).toBe(-100);
    // Invoices keep their own series: the French invoice is not numbered after the notes.
    expect(invoice?.number).toMatch(/^FRSM-/);
  });

  it('is listed with its refund and drawn naming the corrected invoice, its date and amounts', async () => {
    const order = await paidByTransfer('ESSM');
    const created = await refund(order.id, { amount: 121, reason: 'Cristal rayado' });
    expect(created.statusCode, created.body).toBe(201);
    const note = created.json().credit_note;
    expect(note).toMatchObject({ number: expect.stringMatching(/^R-ESSM-/), total: -121 });
    expect((await detail(order.id)).refunds[0].credit_note).toEqual(note);
    const [invoice] = await shop.testApp.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, order.id));
    if (!invoice) throw new Error('no invoice');
    const pdf = await shop.testApp.app.inject({ url: note.pdf_url, headers: support });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = drawnTextOfCompressed(pdf.rawPayload);
    expect(text).toContain('Factura rectificativa');
    expect(text).toContain(note.number);
    expect(text).toContain(`${invoice.number} del ${formatOrderDate(invoice.issuedAt, 'es')}`);
    expect(text).toContain('Cristal rayado');
    expect(text).toContain('-1,21\u00a0€');
    expect(text).toContain('-1,00\u00a0€'); // tax base at 21 %
    expect(text).toContain('-0,21\u00a0€');
    const other = await shop.testApp.app.inject({
      url: `/admin/v1/orders/${order.id + 1}/credit-notes/${note.number}.pdf`,
      headers: support,
    });
    expect(other.statusCode).toBe(404);
  });

  it('is downloaded by its customer where invoices are, and by nobody else', async () => {
    const order = await paidByTransfer('ESSM');
    const note = (await refund(order.id, { amount: 200, reason: 'Tornillo' })).json().credit_note;
    const url = `/accounting/v1/credit-notes/${note.number}/download/?store=ESSM`;
    const own = await shop.testApp.app.inject({ url: `${url}&email=${order.email}` });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(drawnTextOfCompressed(own.rawPayload)).toContain(note.number);
    const stranger = await shop.testApp.app.inject({ url: `${url}&email=otra@example.com` });
    expect(stranger.statusCode).toBe(404);
  });

  it('e-mails the customer the amount given back with its credit note, in the order language, once', async () => {
    const order = await paidByTransfer('FRSM');
    const key = newKey();
    let creditNote = '';
    for (let time = 0; time < 2; time += 1)
      creditNote = (await refund(order.id, { amount: 345, reason: 'Geste commercial' }, key)).json()
        .credit_note.number;
    const queued = await shop.testApp.db
      .select()
      .from(outboxEmails)
      .where(like(outboxEmails.dedupeKey, `order:${order.id}:refundIssued:%`));
    expect(queued).toHaveLength(1);
    await shop.testApp.app.background.runNow();
    const folder = join(shop.dataDir, 'outbox');
    const pages = await Promise.all(
      (await readdir(folder))
        .filter((file) => file.endsWith('.html'))
        .map(async (file) => ({ file, html: await readFile(join(folder, file), 'utf8') })),
    );
    const mail = pages.find(
      ({ html }) => html.includes(order.number) && html.includes('Nous vous remboursons'),
    );
    if (!mail) throw new Error('no refund e-mail');
    expect(mail.html.replaceAll('&nbsp;', '\u00a0').replace(/\u202f/g, '\u00a0')).toMatch(
      /Nous vous remboursons 3,45\s€ de votre commande/,
    );
    // The credit note travels with it, as the invoice travelled with the payment's e-mail.
    const eml = await simpleParser(
      await readFile(join(folder, mail.file.replace(/\.html$/, '.eml'))),
    );
    expect(eml.text).toContain(`Vous trouverez ci-joint la facture d’avoir ${creditNote}.`);
    expect(eml.attachments.map((attachment) => attachment.filename)).toEqual([
      `avoir-${creditNote}.pdf`,
    ]);
    expect(drawnTextOfCompressed(eml.attachments[0]?.content ?? Buffer.alloc(0))).toContain(
      creditNote,
    );
    // Drawn by the outbox job, never stored: the customer's download is the same file.
    const download = await shop.testApp.app.inject({
      url: `/accounting/v1/credit-notes/${creditNote}/download/?store=FRSM&email=${order.email}`,
    });
    expect(download.statusCode).toBe(200);
    expect(eml.attachments[0]?.content.equals(download.rawPayload)).toBe(true);
  });

  it('is drawn in French as a facture d’avoir', async () => {
    const order = await paidByTransfer('FRSM');
    const created = await refund(order.id, { amount: 500, reason: 'Geste commercial' });
    const note = created.json().credit_note;
    const pdf = await shop.testApp.app.inject({ url: note.pdf_url, headers: manager });
    const text = drawnTextOfCompressed(pdf.rawPayload);
    expect(text).toContain('Facture d’avoir');
    expect(text).toContain('Facture corrigée');
    expect(text).toContain(note.number);
  });
});
