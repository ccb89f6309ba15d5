import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditLog, orders, outboxEmails } from '@shop/db';
import {
  addBusinessDays,
  addCalendarDays,
  isBusinessDay,
  isoDateOf,
  shopDateOf,
} from '@shop/domain';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '../../mail/order-fixture.ts';
import { demoStaffEmails, staffHeaders } from '../../testing/staff-sign-in.ts';
import { openTestApp } from '../../testing/test-app.ts';
import { accountClient, insertAccount } from '../account/account-test-fixtures.ts';
import { outboxMails } from '../../testing/outbox-files.ts';

let harness: Awaited<ReturnType<typeof openTestApp>>;
let dataDir: string;
let owner: Record<string, string>;
let manager: Record<string, string>;
let support: Record<string, string>;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'appointments-'));
  harness = await openTestApp({ DATA_DIR: dataDir });
  owner = await staffHeaders(harness.app, demoStaffEmails.owner);
  manager = await staffHeaders(harness.app, demoStaffEmails.order_manager);
  support = await staffHeaders(harness.app, demoStaffEmails.support);
});
afterAll(async () => {
  await harness.close();
  await rm(dataDir, { recursive: true, force: true });
});

const today = () => shopDateOf(new Date());
/** The n-th business day of the edition after today. */
const businessDay = (n: number, store: 'ESSM' | 'FRSM' = 'ESSM') =>
  isoDateOf(addBusinessDays(store, today(), n));
function nextWeekend(): string {
  let day = addCalendarDays(today(), 1);
  while (isBusinessDay('ESSM', day) || isBusinessDay('FRSM', day)) day = addCalendarDays(day, 1);
  return isoDateOf(day);
}

/** A paid order of a signed-up customer with one installation booked. */
async function bookedOrder(store: 'ESSM' | 'FRSM' = 'ESSM') {
  const account = await insertAccount(harness);
  const order = await insertOrder(harness.db, {
    store,
    rows: [{ totalPvp: 46900, installation: { reservationAmount: 2420, installerPayment: 7260 } }],
  });
  await harness.db.update(orders).set({ userId: account.id }).where(eq(orders.id, order.id));
  const detail = await harness.app.inject({
    method: 'GET',
    url: `/admin/v1/orders/${order.id}/`,
    headers: owner,
  });
  expect(detail.statusCode, detail.body).toBe(200);
  const bookingId = detail.json().installation.id as number;
  return { order, bookingId, customer: accountClient(harness, account.token) };
}

function setAppointment(
  bookingId: number,
  payload: object,
  headers = manager,
  language: 'es' | 'fr' = 'es',
) {
  return harness.app.inject({
    method: 'PUT',
    url: `/admin/v1/installation-bookings/${bookingId}/appointment/?language=${language}`,
    headers,
    payload,
  });
}

async function appointmentAudit(orderId: number) {
  return harness.db
    .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'order'),
        eq(auditLog.entityId, String(orderId)),
        eq(auditLog.action, 'installation.appointment_set'),
      ),
    )
    .orderBy(asc(auditLog.id));
}

async function appointmentOutbox(bookingId: number) {
  return harness.db
    .select({ payload: outboxEmails.payload })
    .from(outboxEmails)
    .where(like(outboxEmails.dedupeKey, `installation-appointment:${bookingId}:%`))
    .orderBy(asc(outboxEmails.id));
}

/** The appointment e-mails the outbox sender wrote to the customer (.eml files in DATA_DIR). */
async function appointmentMailsSent(order: { number: string; email: string }) {
  await harness.app.background.runNow();
  return (await outboxMails(dataDir)).filter(
    (mail) =>
      [mail.to].flat()[0]?.value[0]?.address === order.email &&
      mail.subject?.includes(order.number) &&
      /instalación|pose/i.test(mail.subject ?? ''),
  );
}

describe('installation appointments', () => {
  it('sets the day, audits it, e-mails the customer and shows it everywhere', async () => {
    const { order, bookingId, customer } = await bookedOrder();
    const date = businessDay(3);
    const set = await setAppointment(bookingId, { date, from: '09:00', to: '13:00' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ date, from: '09:00', to: '13:00' });

    const detail = await harness.app.inject({
      method: 'GET',
      url: `/admin/v1/orders/${order.id}/`,
      headers: manager,
    });
    expect(detail.json().installation.appointment).toEqual({ date, from: '09:00', to: '13:00' });
    const list = await harness.app.inject({
      method: 'GET',
      url: '/admin/v1/installation-bookings/?page_size=-1',
      headers: support,
    });
    expect(list.json().results).toContainEqual(
      expect.objectContaining({ id: bookingId, appointment: { date, from: '09:00', to: '13:00' } }),
    );
    const mine = await customer('GET', `/cart/v1/orders/${order.id}/`);
    expect(mine.json().installation_appointment).toEqual({ date, from: '09:00', to: '13:00' });

    expect(await appointmentAudit(order.id)).toEqual([
      {
        action: 'installation.appointment_set',
        before: { booking: bookingId, appointment: null },
        after: { booking: bookingId, appointment: { date, from: '09:00', to: '13:00' } },
      },
    ]);
    const mails = await appointmentMailsSent(order);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Cita de instalación del pedido ${order.number}`);
    expect(mails[0]?.text).toContain('de 09:00 a 13:00');
    expect(mails[0]?.text).toContain(`/order/${order.id}`);
    expect(mails[0]?.headers.get('content-language')).toBe('es');
  });

  it('moves an appointment: audited again and a new e-mail saying it replaces the first', async () => {
    const { order, bookingId } = await bookedOrder('FRSM');
    const first = businessDay(2, 'FRSM');
    const second = businessDay(4, 'FRSM');
    expect(
      (await setAppointment(bookingId, { date: first, from: '14:00', to: '18:00' }, owner))
        .statusCode,
    ).toBe(200);
    // The same appointment again changes nothing: no audit entry, no second e-mail.
    expect(
      (await setAppointment(bookingId, { date: first, from: '14:00', to: '18:00' }, owner))
        .statusCode,
    ).toBe(200);
    expect(
      (await setAppointment(bookingId, { date: second, from: '08:30', to: '12:00' }, owner))
        .statusCode,
    ).toBe(200);
    const audit = await appointmentAudit(order.id);
    expect(audit.map((entry) => entry.after)).toEqual([
      { booking: bookingId, appointment: { date: first, from: '14:00', to: '18:00' } },
      { booking: bookingId, appointment: { date: second, from: '08:30', to: '12:00' } },
    ]);
    expect((await appointmentOutbox(bookingId)).map((row) => row.payload)).toEqual([
      expect.objectContaining({
        changed: false,
        appointment: { date: first, from: '14:00', to: '18:00' },
      }),
      expect.objectContaining({
        changed: true,
        appointment: { date: second, from: '08:30', to: '12:00' },
      }),
    ]);
    const mails = await appointmentMailsSent(order);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Rendez-vous de pose de la commande ${order.number}`,
      `Rendez-vous de pose de la commande ${order.number}`,
    ]);
    expect(mails.map((mail) => mail.text?.includes('remplace le précédent'))).toEqual([
      false,
      true,
    ]);
    expect(mails[1]?.text).toContain('de 08:30 à 12:00');
  });

  it('moves an appointment back to the first one: the customer is told of each move', async () => {
    const { order, bookingId } = await bookedOrder();
    const first = { date: businessDay(2), from: '09:00', to: '13:00' };
    const second = { date: businessDay(3), from: '15:00', to: '19:00' };
    for (const appointment of [first, second, first])
      expect((await setAppointment(bookingId, appointment)).statusCode).toBe(200);
    expect((await appointmentOutbox(bookingId)).map((row) => row.payload)).toEqual([
      expect.objectContaining({ changed: false, appointment: first }),
      expect.objectContaining({ changed: true, appointment: second }),
      expect.objectContaining({ changed: true, appointment: first }),
    ]);
    const mails = await appointmentMailsSent(order);
    expect(mails.map((mail) => mail.text?.includes('de 09:00 a 13:00'))).toEqual([
      true,
      false,
      true,
    ]);
    expect(mails[2]?.text).toContain('La cita anterior queda sustituida por esta.');
  });

  it('refuses a past day, a weekend and a window that ends first, in the caller language', async () => {
    const { order, bookingId } = await bookedOrder();
    const yesterday = isoDateOf(addCalendarDays(today(), -1));
    const past = await setAppointment(bookingId, { date: yesterday, from: '09:00', to: '13:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ date: ['La cita no puede ser en una fecha pasada'] });
    const weekend = await setAppointment(
      bookingId,
      { date: nextWeekend(), from: '09:00', to: '13:00' },
      manager,
      'fr',
    );
    expect(weekend.statusCode).toBe(400);
    expect(weekend.json()).toEqual({ date: ['Le rendez-vous doit avoir lieu un jour ouvré'] });
    const reversed = await setAppointment(bookingId, {
      date: businessDay(1),
      from: '13:00',
      to: '09:00',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toHaveProperty('to');
    for (const bad of [
      { date: '2026-02-30', from: '09:00', to: '13:00' },
      { date: businessDay(1), from: '9', to: '13:00' },
      { date: businessDay(1), from: '09:00' },
      {},
    ])
      expect((await setAppointment(bookingId, bad)).statusCode).toBe(400);
    expect(await appointmentAudit(order.id)).toEqual([]);
    expect(await appointmentOutbox(bookingId)).toEqual([]);
  });

  it('only for an open paid order, an existing booking and staff who manage orders', async () => {
    const { order, bookingId } = await bookedOrder();
    const appointment = { date: businessDay(2), from: '09:00', to: '11:00' };
    expect((await setAppointment(bookingId, appointment, support)).statusCode).toBe(403);
    expect((await setAppointment(999_999, appointment)).statusCode).toBe(404);
    await harness.db.update(orders).set({ status: 700 }).where(eq(orders.id, order.id));
    const cancelled = await setAppointment(bookingId, appointment);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({ code: 'order_not_open' });
    expect(await appointmentOutbox(bookingId)).toEqual([]);
  });
});
