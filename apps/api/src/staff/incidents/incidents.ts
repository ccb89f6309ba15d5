import { orderIncidentAnswers, orderIncidents, orders, staffMembers } from '@shop/db';
import { isStoreCode } from '@shop/domain';
import { translate, type Locale } from '@shop/i18n';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  IncidentListQuery,
  StaffIncident,
  StaffIncidentDetail,
} from '../../contracts/staff-incidents.ts';
import type { Db } from '../../database.ts';
import type { PageWindow } from '../../lists/paged-list.ts';
import { enqueueIncidentAnswerMail } from '../../mail/incident-answer-mail.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';
import { containing } from '../orders/order-filters.ts';
import { incidentReasonLabel } from './incident-reason.ts';

const incidentNotFound = () =>
  new ApiError(404, 'incidentsApi.notFound', {}, undefined, 'not_found');

const answerCount =
  sql<number>`(select count(*) from ${orderIncidentAnswers} where ${orderIncidentAnswers.incidentId} = ${orderIncidents.id})`.mapWith(
    Number,
  );

const rowColumns = {
  id: orderIncidents.id,
  status: orderIncidents.status,
  reason: orderIncidents.reason,
  message: orderIncidents.message,
  createdAt: orderIncidents.createdAt,
  orderId: orders.id,
  number: orders.number,
  storeCode: orders.storeCode,
  name: orders.name,
  surnames: orders.surnames,
  email: orders.email,
  phone: orders.phone,
  answerCount,
};

type IncidentRow = {
  id: number;
  status: 'open' | 'closed';
  reason: string;
  message: string;
  createdAt: Date;
  orderId: number;
  number: string;
  storeCode: string;
  name: string;
  surnames: string;
  email: string;
  phone: string;
  answerCount: number;
};

function toStaffIncident(row: IncidentRow, locale: Locale): StaffIncident {
  if (!isStoreCode(row.storeCode))
    throw new Error(`order ${row.orderId} has store ${row.storeCode}`);
  return {
    id: row.id,
    status: row.status,
    status_name: translate(locale, `incidentsApi.status.${row.status}`),
    reason: row.reason,
    reason_label: incidentReasonLabel(row.reason, locale),
    message: row.message,
    created_at: row.createdAt.toISOString(),
    order: { id: row.orderId, number: row.number, store: row.storeCode },
    customer: { name: `${row.name} ${row.surnames}`.trim(), email: row.email, phone: row.phone },
    answer_count: row.answerCount,
  };
}

function filterOf(query: IncidentListQuery): SQL | undefined {
  const search =
    query.q === undefined || query.q === ''
      ? undefined
      : sql`lower(${orders.number} || ' ' || ${orders.email} || ' ' || ${orders.name} || ' ' || ${orders.surnames} || ' ' || ${orderIncidents.message}) like ${containing(query.q)}`;
  return and(
    query.status === undefined ? undefined : eq(orderIncidents.status, query.status),
    query.store === undefined ? undefined : eq(orders.storeCode, query.store),
    search,
  );
}

/** One page of the inbox, newest first (the id breaks ties so pages never overlap). */
export async function readIncidentPage(
  db: Db,
  query: IncidentListQuery,
  window: PageWindow,
  locale: Locale,
): Promise<{ count: number; results: StaffIncident[] }> {
  const where = filterOf(query);
  const [total] = await db
    .select({ count: count() })
    .from(orderIncidents)
    .innerJoin(orders, eq(orders.id, orderIncidents.orderId))
    .where(where);
  const page = db
    .select(rowColumns)
    .from(orderIncidents)
    .innerJoin(orders, eq(orders.id, orderIncidents.orderId))
    .where(where)
    .orderBy(desc(orderIncidents.createdAt), desc(orderIncidents.id))
    .offset(window.offset)
    .$dynamic();
  const rows = await (window.limit === undefined ? page : page.limit(window.limit));
  return { count: total?.count ?? 0, results: rows.map((row) => toStaffIncident(row, locale)) };
}

export async function countOpenIncidents(db: Db): Promise<number> {
  const [open] = await db
    .select({ count: count() })
    .from(orderIncidents)
    .where(eq(orderIncidents.status, 'open'));
  return open?.count ?? 0;
}

/** One incident with its order, customer and every answer, oldest first. */
export async function readStaffIncident(
  db: Db,
  id: number,
  locale: Locale,
): Promise<StaffIncidentDetail> {
  const [row] = await db
    .select({
      ...rowColumns,
      language: orders.language,
      closedAt: orderIncidents.closedAt,
      closedBy: staffMembers.name,
    })
    .from(orderIncidents)
    .innerJoin(orders, eq(orders.id, orderIncidents.orderId))
    .leftJoin(staffMembers, eq(staffMembers.id, orderIncidents.closedBy))
    .where(eq(orderIncidents.id, id));
  if (!row) throw incidentNotFound();
  const answers = await db
    .select({
      id: orderIncidentAnswers.id,
      text: orderIncidentAnswers.text,
      sentAt: orderIncidentAnswers.sentAt,
      staffName: staffMembers.name,
    })
    .from(orderIncidentAnswers)
    .innerJoin(staffMembers, eq(staffMembers.id, orderIncidentAnswers.staffId))
    .where(eq(orderIncidentAnswers.incidentId, id))
    .orderBy(asc(orderIncidentAnswers.sentAt), asc(orderIncidentAnswers.id));
  return {
    ...toStaffIncident(row, locale),
    language: row.language,
    closed_at: row.closedAt?.toISOString() ?? null,
    closed_by: row.closedBy,
    answers: answers.map((answer) => ({
      id: answer.id,
      text: answer.text,
      sent_at: answer.sentAt.toISOString(),
      staff_name: answer.staffName,
    })),
  };
}

type IncidentState = typeof orderIncidents.$inferSelect;
const snapshot = (row: IncidentState) => ({
  status: row.status,
  closed_at: row.closedAt?.toISOString() ?? null,
  closed_by: row.closedBy,
});

async function lockIncident(tx: Db, id: number): Promise<IncidentState> {
  const [row] = await tx
    .select()
    .from(orderIncidents)
    .where(eq(orderIncidents.id, id))
    .for('update');
  if (!row) throw incidentNotFound();
  return row;
}

/** Moves a locked incident to `status`, audited; the caller checked it is not there yet. */
async function moveIncident(
  tx: Db,
  staff: Pick<StaffMember, 'id'>,
  before: IncidentState,
  status: 'open' | 'closed',
  now: Date,
) {
  const [after] = await tx
    .update(orderIncidents)
    .set(
      status === 'closed'
        ? { status, closedAt: now, closedBy: staff.id }
        : { status, closedAt: null, closedBy: null },
    )
    .where(eq(orderIncidents.id, before.id))
    .returning();
  if (!after) throw incidentNotFound();
  await recordStaffChange(
    tx,
    staff,
    status === 'closed' ? 'incident.close' : 'incident.reopen',
    'order_incident',
    before.id,
    snapshot(before),
    snapshot(after),
  );
}

const alreadyThere = (status: 'open' | 'closed') =>
  status === 'closed'
    ? new ApiError(409, 'incidentsApi.alreadyClosed', {}, undefined, 'incident_closed')
    : new ApiError(409, 'incidentsApi.alreadyOpen', {}, undefined, 'incident_open');

/** Closes or reopens an incident; asking for the state it is already in is a 409. */
export async function setIncidentStatus(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  id: number,
  status: 'open' | 'closed',
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockIncident(tx, id);
    if (before.status === status) throw alreadyThere(status);
    await moveIncident(tx, staff, before, status, now);
  });
}

/**
 * Answers a customer: the answer is kept (append-only), e-mailed in the order's language
 * through the outbox and audited, all in one transaction. An answer to a closed incident is
 * allowed (a late follow-up); `close` closes an open one with the same e-mail.
 */
export async function answerIncident(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  id: number,
  answer: { text: string; close: boolean },
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockIncident(tx, id);
    const [stored] = await tx
      .insert(orderIncidentAnswers)
      .values({ incidentId: id, staffId: staff.id, text: answer.text, sentAt: now })
      .returning({ id: orderIncidentAnswers.id });
    if (!stored) throw new Error('answer not inserted');
    await recordStaffChange(tx, staff, 'incident.answer', 'order_incident', id, null, {
      answer_id: stored.id,
      text: answer.text,
    });
    if (answer.close && before.status === 'open')
      await moveIncident(tx, staff, before, 'closed', now);
    await enqueueIncidentAnswerMail(tx, stored.id, answer.close || before.status === 'closed');
  });
}
