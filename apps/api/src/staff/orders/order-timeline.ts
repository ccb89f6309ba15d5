import { asc, eq, inArray } from 'drizzle-orm';
import type { invoices, orders, outboxEmails, payments, subOrders } from '@shop/db';
import { auditLog, paymentActions, paymentNotifications, staffMembers } from '@shop/db';
import {
  formatMoney,
  isOrderStatusCode,
  isSubOrderStatusCode,
  orderStatusMessageKey,
  subOrderStatusMessageKey,
} from '@shop/domain';
import {
  translate,
  type Catalog,
  type Locale,
  type MessageKey,
  type MessageParams,
} from '@shop/i18n';
import type { OrderNote } from '../../contracts/staff-order-changes.ts';
import type { StaffOrderDetail } from '../../contracts/staff-orders.ts';
import type { Db } from '../../database.ts';
import { auditActionWords } from '../audit-action-words.ts';
import { orderEntriesCondition } from '../audit-entries.ts';
import { noteAction } from './order-notes.ts';

type TimelineEntry = StaffOrderDetail['timeline'][number];

/** The e-mail kinds the catalogue words (staffApi.emailKinds), checked by the compiler. */
type EmailKindName = keyof Catalog['staffApi']['emailKinds'];
const emailKindNames: Record<EmailKindName, true> = {
  orderConfirmation: true,
  transferInstructions: true,
  paymentReceived: true,
  subOrderShipped: true,
  subOrderDelivered: true,
  subOrderDelayed: true,
  subOrderIncident: true,
  orderCancelled: true,
  goodsReturned: true,
  refundIssued: true,
  shopNewOrder: true,
  incidentAnswer: true,
  installationAppointment: true,
};

/** An outbox row's kind of e-mail in words; one the catalogue does not know shows as its code. */
export function emailKindWords(
  email: typeof outboxEmails.$inferSelect,
  locale: Locale,
): { kind: string; words: string } {
  const kind = String(email.payload.message ?? email.kind);
  const words =
    kind in emailKindNames
      ? translate(locale, `staffApi.emailKinds.${kind as EmailKindName}`)
      : kind;
  return { kind, words };
}

/** What the order detail has already read; the timeline reads the rest itself. */
export interface TimelineSources {
  order: typeof orders.$inferSelect;
  payments: (typeof payments.$inferSelect)[];
  subOrders: (typeof subOrders.$inferSelect)[];
  invoices: (typeof invoices.$inferSelect)[];
  emails: (typeof outboxEmails.$inferSelect)[];
  notes: OrderNote[];
}

const statusOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const fieldOf = (record: unknown, field: string): unknown =>
  typeof record === 'object' && record !== null ? (record as Record<string, unknown>)[field] : null;

/**
 * Everything that happened to an order, oldest first, in one list: placed, payments started
 * and authorized, the providers' notifications, what was asked of them (refunds, cancels),
 * paid, invoices, e-mails sent or given up, shipments and deliveries, staff notes, and each
 * staff change of the order or its sub-orders (audit log) with the status moves it made.
 * Composed from the tables that hold each fact: no second history to keep in step.
 */
export async function orderTimeline(
  db: Db,
  sources: TimelineSources,
  locale: Locale,
): Promise<TimelineEntry[]> {
  const { order } = sources;
  const paymentIds = sources.payments.map((payment) => payment.id);
  const [notifications, actions, changes] = await Promise.all([
    paymentIds.length === 0
      ? []
      : db
          .select()
          .from(paymentNotifications)
          .where(inArray(paymentNotifications.paymentId, paymentIds))
          .orderBy(asc(paymentNotifications.id)),
    paymentIds.length === 0
      ? []
      : db
          .select()
          .from(paymentActions)
          .where(inArray(paymentActions.paymentId, paymentIds))
          .orderBy(asc(paymentActions.id)),
    db
      .select({ entry: auditLog, staffName: staffMembers.name })
      .from(auditLog)
      .innerJoin(staffMembers, eq(staffMembers.id, auditLog.staffId))
      .where(orderEntriesCondition(order.id))
      .orderBy(asc(auditLog.at), asc(auditLog.id)),
  ]);
  const text = (key: MessageKey, params: MessageParams = {}) => translate(locale, key, params);
  const money = (cents: number) => formatMoney(cents, locale);
  const entry = (at: Date, kind: string, words: string, staffName: string | null = null) => ({
    at: at.toISOString(),
    kind,
    text: words,
    staff_name: staffName,
  });
  const orderStatusName = (status: number | null) =>
    status !== null && isOrderStatusCode(status)
      ? translate(locale, orderStatusMessageKey(status))
      : String(status);
  const subOrderStatusName = (status: number | null) =>
    status !== null && isSubOrderStatusCode(status)
      ? translate(locale, subOrderStatusMessageKey(status))
      : String(status);

  /** A staff change, and the status moves it made (an order's, a sub-order's). */
  const staffChange = ({ entry: change, staffName }: (typeof changes)[number]) => {
    const entries = [
      entry(
        change.at,
        'staff_change',
        text('staffApi.timeline.staffChange', { action: auditActionWords(locale, change.action) }),
        staffName,
      ),
    ];
    const orderKey = change.entity === 'order' ? 'status' : 'order_status';
    const [orderFrom, orderTo] = [
      fieldOf(change.before, orderKey),
      fieldOf(change.after, orderKey),
    ];
    if (statusOf(orderTo) !== null && orderFrom !== orderTo)
      entries.push(
        entry(
          change.at,
          'status_change',
          text('staffApi.timeline.orderStatus', {
            from: orderStatusName(statusOf(orderFrom)),
            to: orderStatusName(statusOf(orderTo)),
          }),
          staffName,
        ),
      );
    if (change.entity === 'sub_order') {
      const [from, to] = [fieldOf(change.before, 'status'), fieldOf(change.after, 'status')];
      if (statusOf(to) !== null && from !== to)
        entries.push(
          entry(
            change.at,
            'sub_order_status_change',
            text('staffApi.timeline.subOrderStatus', {
              id: change.entityId,
              from: subOrderStatusName(statusOf(from)),
              to: subOrderStatusName(statusOf(to)),
            }),
            staffName,
          ),
        );
    }
    return entries;
  };

  const timeline: TimelineEntry[] = [
    entry(order.placedAt, 'placed', text('staffApi.timeline.placed', { number: order.number })),
    ...sources.payments.flatMap((payment) => [
      entry(
        payment.createdAt,
        'payment',
        text('staffApi.timeline.payment', {
          method: payment.method,
          amount: money(payment.amount),
          status: payment.status,
        }),
      ),
      ...(payment.authorizedAt === null
        ? []
        : [
            entry(
              payment.authorizedAt,
              'payment_authorized',
              text('staffApi.timeline.paymentAuthorized', {
                method: payment.method,
                amount: money(payment.amount),
              }),
            ),
          ]),
    ]),
    ...notifications.map((notification) =>
      entry(
        notification.receivedAt,
        'provider_event',
        text('staffApi.timeline.providerEvent', {
          provider: notification.provider,
          event: notification.eventCode,
          outcome: text(
            notification.success
              ? 'staffApi.timeline.providerEventSuccess'
              : 'staffApi.timeline.providerEventFailure',
          ),
        }),
      ),
    ),
    ...actions.map((action) =>
      entry(
        action.createdAt,
        'payment_action',
        text('staffApi.timeline.paymentAction', {
          kind: action.kind,
          amount: money(action.amount),
          status: action.status,
        }),
      ),
    ),
    ...(order.paidAt === null ? [] : [entry(order.paidAt, 'paid', text('staffApi.timeline.paid'))]),
    ...sources.invoices.map((invoice) =>
      entry(
        invoice.issuedAt,
        'invoice',
        text('staffApi.timeline.invoice', { number: invoice.number }),
      ),
    ),
    ...sources.emails.flatMap((email) => {
      const at = email.sentAt ?? email.failedAt;
      if (at === null) return [];
      const kind = emailKindWords(email, locale).words;
      return email.sentAt === null
        ? [entry(at, 'email_failed', text('staffApi.timeline.emailFailed', { kind }))]
        : [entry(at, 'email', text('staffApi.timeline.email', { kind }))];
    }),
    ...sources.subOrders.flatMap((sub) => [
      ...(sub.shippedAt === null
        ? []
        : [entry(sub.shippedAt, 'shipped', text('staffApi.timeline.shipped', { id: sub.id }))]),
      ...(sub.deliveredAt === null
        ? []
        : [
            entry(
              sub.deliveredAt,
              'delivered',
              text('staffApi.timeline.delivered', { id: sub.id }),
            ),
          ]),
    ]),
    ...sources.notes.map((note) =>
      entry(
        new Date(note.at),
        'note',
        text('staffApi.timeline.note', { text: note.text }),
        note.staff_name,
      ),
    ),
    // A note's own entry above already tells who wrote what: its audit entry would repeat it.
    ...changes.filter(({ entry: change }) => change.action !== noteAction).flatMap(staffChange),
  ];
  // A stable sort: entries of one moment keep the order above (a change before its moves).
  return timeline.sort((a, b) => a.at.localeCompare(b.at));
}
