import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditLog, orderIncidentAnswers, orders, outboxEmails } from '@shop/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../mail/outbox.ts';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { accountClient, insertAccount } from '../account/account-test-fixtures.ts';
import { seededProduct } from '../catalog/products/product-test-fixtures.ts';
import { checkoutClient, checkoutData } from '../payment/checkout-test-fixtures.ts';
import { outboxMails } from '../../testing/outbox-files.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let dataDir: string;
let support: Record<string, string>;
let owner: Record<string, string>;
let manager: Record<string, string>;
let cleanerId: number;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'incidents-'));
  harness = await openTestApp({ DATA_DIR: dataDir });
  support = await staffHeaders(harness.app, demoStaffEmails.support);
  owner = await staffHeaders(harness.app, demoStaffEmails.owner);
  manager = await staffHeaders(harness.app, demoStaffEmails.order_manager);
  cleanerId = (await seededProduct(harness.db, 'BRS-CL730')).id;
});
afterAll(async () => {
  await harness.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST';
function staffCall(method: Method, path: string, headers = support, payload?: object) {
  return harness.app.inject({
    method,
    url: `/admin/v1/incidents/${path}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

/**
 * A customer with a shipped order who reports `message` from the user area; `language` is the
 * language the order was placed in (the e-mails follow it).
 */
async function reportedIncident(message: string, language: 'es' | 'fr' = 'es') {
  const account = await insertAccount(harness);
  const call = accountClient(harness, account.token);
  const cart = (await call('POST', '/cart/v1/carts/')).json();
  expect(
    (
      await call('POST', '/cart/v1/cart-rows/', {
        cart: cart.id,
        product_id: cleanerId,
        quantity: 1,
      })
    ).statusCode,
  ).toBe(201);
  expect((await call('PUT', `/cart/v1/carts/${cart.id}/`, checkoutData.ESSM)).statusCode).toBe(200);
  await checkoutClient(harness, account.token).startCard(cart.id);
  const [order] = await harness.db.select().from(orders).where(eq(orders.cartId, cart.id));
  if (!order) throw new Error('not placed');
  // Shipped in part: an order state that accepts incidents (domain canOpenIncident).
  await harness.db.update(orders).set({ status: 650, language }).where(eq(orders.id, order.id));
  const opened = await call('POST', `/cart/v1/orders/${order.id}/incidents/`, {
    reason: 'damaged',
    message,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  return { order, account, call, incidentId: opened.json().id as number };
}

async function answerMails(orderId: number) {
  const rows = await harness.db.select().from(outboxEmails).orderBy(asc(outboxEmails.id));
  const answerIds = new Set(
    (
      await harness.db
        .select({ id: orderIncidentAnswers.id })
        .from(orderIncidentAnswers)
        .innerJoin(
          sql`order_incidents`,
          sql`order_incidents.id = ${orderIncidentAnswers.incidentId}`,
        )
        .where(sql`order_incidents.order_id = ${orderId}`)
    ).map((row) => row.id),
  );
  return rows
    .map((row) => row.payload as OutboxMessage)
    .filter((message) => message.kind === 'incidentAnswer' && answerIds.has(message.answerId));
}

/**
 * The answer e-mails the outbox sender wrote about an order (no SMTP_URL: .eml files in
 * DATA_DIR), to the address the customer gave at checkout.
 */
async function answerMailsSent(order: { number: string; email: string }) {
  await harness.app.background.runNow();
  return (await outboxMails(dataDir)).filter(
    (mail) =>
      [mail.to].flat()[0]?.value[0]?.address === order.email &&
      mail.subject?.includes(order.number) &&
      mail.text?.includes(`/order/`),
  );
}

async function auditOf(incidentId: number) {
  return harness.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order_incident'), eq(auditLog.entityId, String(incidentId))))
    .orderBy(asc(auditLog.id));
}

describe('the incidents inbox', () => {
  it('lists incidents newest first with order, customer and message, filtered and searched', async () => {
    const first = await reportedIncident('La mampara llegó con el cristal rajado');
    const second = await reportedIncident('Falta el perfil de la puerta', 'fr');
    const list = await staffCall('GET', '?status=open&page_size=100');
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().results.map((incident: { id: number }) => incident.id);
    expect(ids.indexOf(second.incidentId)).toBeLessThan(ids.indexOf(first.incidentId));
    expect(list.json().results).toContainEqual({
      id: first.incidentId,
      status: 'open',
      status_name: 'Abierta',
      reason: 'damaged',
      reason_label: 'Producto dañado',
      message: 'La mampara llegó con el cristal rajado',
      created_at: expect.any(String),
      order: { id: first.order.id, number: first.order.number, store: 'ESSM' },
      customer: {
        name: `${first.order.name} ${first.order.surnames}`.trim(),
        email: first.order.email,
        phone: first.order.phone,
      },
      answer_count: 0,
    });

    const searched = await staffCall('GET', `?q=${encodeURIComponent('PERFIL de la')}`);
    expect(searched.json()).toMatchObject({ count: 1, results: [{ id: second.incidentId }] });
    const byNumber = await staffCall('GET', `?q=${first.order.number}&store=ESSM&language=fr`);
    expect(byNumber.json()).toMatchObject({
      count: 1,
      results: [{ id: first.incidentId, status_name: 'Ouvert', reason_label: 'Produit endommagé' }],
    });
    expect((await staffCall('GET', '?store=FRSM&q=cristal')).json()).toMatchObject({ count: 0 });
    // A literal % searches for a percent sign, not for everything.
    expect((await staffCall('GET', '?q=%25')).json()).toMatchObject({ count: 0 });

    const paged = await staffCall('GET', '?page_size=1');
    expect(paged.json()).toMatchObject({ results: [{ id: second.incidentId }] });
    expect(paged.json().next).toContain('page=2');

    const counts = await staffCall('GET', 'counts/');
    expect(counts.json().open).toBeGreaterThanOrEqual(2);
  });

  it('answers a bad filter, a bad id or an unknown incident in the caller language, no 500', async () => {
    const badStatus = await staffCall('GET', '?status=pending&language=fr');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toHaveProperty('status');
    const badStore = await staffCall('GET', '?store=XX');
    expect(badStore.statusCode).toBe(400);
    expect((await staffCall('GET', '?page=0')).statusCode).toBe(400);
    expect((await staffCall('GET', '?page=999')).statusCode).toBe(404);
    const unknown = await staffCall('GET', '99999/?language=fr');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Incident introuvable.', code: 'not_found' });
    expect((await staffCall('GET', 'abc/')).statusCode).toBe(400);
    const answerUnknown = await staffCall('POST', '99999/answers/', support, { text: 'Hola' });
    expect(answerUnknown.statusCode).toBe(404);
    expect((await staffCall('POST', '99999/close/')).statusCode).toBe(404);
  });

  it('refuses an empty or too long answer and changes nothing', async () => {
    const { incidentId, order } = await reportedIncident('No funciona la bisagra');
    const empty = await staffCall('POST', `${incidentId}/answers/?language=fr`, support, {
      text: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ text: ['Ce champ est obligatoire.'] });
    const long = await staffCall('POST', `${incidentId}/answers/`, support, {
      text: 'x'.repeat(4001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      text: ['Asegúrese de que este campo no tenga más de 4000 caracteres.'],
    });
    const notBoolean = await staffCall('POST', `${incidentId}/answers/`, support, {
      text: 'Hola',
      close: 'yes',
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(await answerMails(order.id)).toEqual([]);
    expect(await auditOf(incidentId)).toEqual([]);
  });

  it('e-mails one answer in the order language and shows it in the customer order detail', async () => {
    const { incidentId, order, call } = await reportedIncident('Le verre est arrivé cassé', 'fr');
    const answered = await staffCall('POST', `${incidentId}/answers/`, support, {
      text: 'Nous vous envoyons un verre neuf cette semaine.',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({
      id: incidentId,
      status: 'open',
      language: 'fr',
      answer_count: 1,
      answers: [
        {
          text: 'Nous vous envoyons un verre neuf cette semaine.',
          staff_name: expect.any(String),
          sent_at: expect.any(String),
        },
      ],
    });
    expect(await answerMails(order.id)).toEqual([
      { kind: 'incidentAnswer', answerId: answered.json().answers[0].id, closed: false },
    ]);
    const mails = await answerMailsSent(order);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Réponse à votre incident sur la commande ${order.number}`);
    expect(mails[0]?.text).toContain('Nous vous envoyons un verre neuf cette semaine.');
    expect(mails[0]?.text).toContain(`/order/${order.id}`);
    expect(mails[0]?.headers.get('content-language')).toBe('fr');

    const detail = await call('GET', `/cart/v1/orders/${order.id}/`);
    expect(detail.json().incidents).toEqual([
      {
        id: incidentId,
        reason_label: 'Producto dañado',
        message: 'Le verre est arrivé cassé',
        created_at: expect.any(String),
        status: 'open',
        status_label: 'Abierta',
        answers: [
          { text: 'Nous vous envoyons un verre neuf cette semaine.', sent_at: expect.any(String) },
        ],
      },
    ]);
    expect(await auditOf(incidentId)).toEqual([
      {
        action: 'incident.answer',
        before: null,
        after: { answer_id: answered.json().answers[0].id, text: expect.any(String) },
      },
    ]);
  });

  it('closes with an answer, then reopens and closes, each audited; a repeat is a 409', async () => {
    const { incidentId, order, call } = await reportedIncident('Llegó tarde y mal');
    const answered = await staffCall('POST', `${incidentId}/answers/`, owner, {
      text: 'Le reponemos la pieza.\nGracias por avisarnos.',
      close: true,
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({
      status: 'closed',
      status_name: 'Cerrada',
      closed_at: expect.any(String),
      closed_by: expect.any(String),
    });
    const [mail] = await answerMailsSent(order);
    expect(mail?.subject).toBe(`Respuesta a tu incidencia del pedido ${order.number}`);
    expect(mail?.text).toContain('Damos la incidencia por resuelta');

    const again = await staffCall('POST', `${incidentId}/close/?language=fr`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'Cet incident est déjà clos.',
      code: 'incident_closed',
    });
    const reopened = await staffCall('POST', `${incidentId}/reopen/`);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'open', closed_at: null, closed_by: null });
    expect((await staffCall('POST', `${incidentId}/reopen/`)).statusCode).toBe(409);
    const closed = await staffCall('POST', `${incidentId}/close/`);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect((await call('GET', `/cart/v1/orders/${order.id}/`)).json().incidents[0]).toMatchObject({
      status: 'closed',
      status_label: 'Cerrada',
    });

    const audit = await auditOf(incidentId);
    expect(audit.map((entry) => entry.action)).toEqual([
      'incident.answer',
      'incident.close',
      'incident.reopen',
      'incident.close',
    ]);
    expect(audit[2]).toMatchObject({
      before: { status: 'closed' },
      after: { status: 'open', closed_at: null, closed_by: null },
    });
    // Closing or reopening writes no e-mail: only answers do.
    expect(await answerMails(order.id)).toHaveLength(1);
  });

  it('keeps answers append-only in the database', async () => {
    const { incidentId } = await reportedIncident('Cristal rayado');
    await staffCall('POST', `${incidentId}/answers/`, support, { text: 'Lo revisamos.' });
    await expect(
      harness.db.update(orderIncidentAnswers).set({ text: 'otra cosa' }),
    ).rejects.toThrow();
    await expect(
      harness.db
        .delete(orderIncidentAnswers)
        .where(eq(orderIncidentAnswers.incidentId, incidentId)),
    ).rejects.toThrow();
  });

  it('is support and owner work: an order manager is refused', async () => {
    const refused = await staffCall('GET', '', manager);
    expect(refused.statusCode).toBe(403);
    expect((await staffCall('GET', '', owner)).statusCode).toBe(200);
  });
});
