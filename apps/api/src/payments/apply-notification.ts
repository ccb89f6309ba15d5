import { paymentActions, paymentNotifications, payments } from '@shop/db';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { settlePayment } from '../orders/payment-results.ts';
import { storedAdyenItem, type AdyenNotificationItem } from './adyen-notification.ts';
import { bindingProblem } from './payment-binding.ts';
import type { PaymentProviders } from './payment-providers.ts';
import { outcomeOfFailure } from './payment-outcome.ts';
import type { SequraIpn } from './sequra-ipn.ts';

type NotificationEntry = typeof paymentNotifications.$inferInsert;
type NotificationRow = typeof paymentNotifications.$inferSelect;
export type Log = (message: string, details?: Record<string, unknown>) => void;

/**
 * The transactional inbox: a notification is recorded and applied in one transaction, so a crash
 * leaves it either applied or not recorded at all (and the provider redelivers it). A row found
 * unapplied (seQura's two steps, or an application that failed) is applied now; only an applied
 * one makes a redelivery "already received". The row lock makes two deliveries at once apply once.
 */
async function inboxTransaction(
  db: Db,
  notification: NotificationEntry | { notificationKey: string },
  apply: (tx: Db, row: NotificationRow) => Promise<number | null>,
): Promise<'applied' | 'duplicate'> {
  const { notificationKey } = notification;
  return db.transaction(async (tx) => {
    if ('payload' in notification)
      await tx
        .insert(paymentNotifications)
        .values(notification)
        .onConflictDoNothing({ target: paymentNotifications.notificationKey });
    const [row] = await tx
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.notificationKey, notificationKey))
      .for('update');
    if (!row) throw new Error(`notification ${notificationKey} vanished`);
    if (row.appliedAt !== null) return 'duplicate';
    const paymentId = await apply(tx, row);
    await tx
      .update(paymentNotifications)
      .set({ appliedAt: new Date(), paymentId })
      .where(eq(paymentNotifications.id, row.id));
    return 'applied';
  });
}

const adyenKey = (item: AdyenNotificationItem) =>
  `adyen:${item.pspReference}:${item.eventCode}:${item.success}`;

/** Apply a notification: one verified Adyen item (AUTHORISATION, REFUND, CANCELLATION...). */
export function applyAdyenNotification(db: Db, item: AdyenNotificationItem, log: Log) {
  return inboxTransaction(
    db,
    {
      provider: 'adyen',
      notificationKey: adyenKey(item),
      eventCode: item.eventCode,
      merchantReference: item.merchantReference,
      providerReference: item.pspReference,
      success: item.success,
      amount: item.amount.value,
      signatureValid: true,
      payload: item,
    },
    (tx) => applyAdyenItem(tx, item, log),
  );
}

async function applyAdyenItem(tx: Db, item: AdyenNotificationItem, log: Log) {
  const about = {
    event: item.eventCode,
    reference: item.merchantReference,
    psp: item.pspReference,
  };
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'adyen'), eq(payments.reference, item.merchantReference)));
  if (!payment) {
    log('payment notification for an unknown payment', about);
    return null;
  }
  if (item.kind === 'authorisation' && item.outcome) {
    const problem = bindingProblem(payment, item.outcome.about);
    if (problem) {
      log('payment notification refused: it is not about this payment', { ...about, problem });
      return null;
    }
    await settlePayment(tx, payment.id, item.outcome, (message) => log(message, about));
    return payment.id;
  }
  if (item.kind === 'refund') {
    const actionId = await refundActionOfNotification(tx, payment.id, item);
    if (actionId === null) log('refund notification for no refund we asked', about);
    else
      await settleRefund(tx, actionId, {
        success: item.success,
        providerReference: item.pspReference,
        detail: item.reason,
      });
    return payment.id;
  }
  if (item.kind === 'cancellation') {
    await settleCancel(tx, payment.id, {
      success: item.success,
      providerReference: item.pspReference,
      detail: item.reason,
    });
    return payment.id;
  }
  log('payment notification not acted on', about);
  return payment.id;
}

/**
 * The refund a REFUND notification is about: the one whose provider reference it names, or,
 * when the notification overtook the refund call's own answer (the reference is not recorded
 * yet), the oldest unsettled refund of that amount on the payment.
 */
async function refundActionOfNotification(
  tx: Db,
  paymentId: number,
  item: AdyenNotificationItem,
): Promise<number | null> {
  const [action] = await tx
    .select({ id: paymentActions.id })
    .from(paymentActions)
    .where(
      and(
        eq(paymentActions.paymentId, paymentId),
        eq(paymentActions.kind, 'refund'),
        or(
          eq(paymentActions.providerReference, item.pspReference),
          and(
            isNull(paymentActions.providerReference),
            inArray(paymentActions.status, ['requested', 'pending']),
            eq(paymentActions.amount, item.amount.value),
          ),
        ),
      ),
    )
    .orderBy(sql`${paymentActions.providerReference} is null`, asc(paymentActions.id))
    .limit(1);
  return action?.id ?? null;
}

type ActionResult = { success: boolean; providerReference: string | null; detail: string | null };

/** A provider confirmed (or refused) the cancel we asked for a payment. */
export async function settleCancel(tx: Db, paymentId: number, result: ActionResult) {
  await tx
    .update(paymentActions)
    .set({
      status: result.success ? 'done' : 'failed',
      providerReference: result.providerReference,
      lastError: result.success ? null : (result.detail ?? 'refused by the provider'),
      updatedAt: new Date(),
    })
    .where(and(eq(paymentActions.paymentId, paymentId), eq(paymentActions.kind, 'cancel')));
}

/**
 * A provider confirmed (or refused, or reversed) one refund. Applied once: the action row is
 * locked and only a change of outcome counts, so the refund call's answer and its notification,
 * arriving together or twice, add the money once. What was given back is kept on the payment
 * (refunded_amount, which drives the order's payment_status); all of it back makes the payment
 * 'refunded', a reversed refund makes it authorized again.
 */
export async function settleRefund(tx: Db, actionId: number, result: ActionResult) {
  const [action] = await tx
    .select()
    .from(paymentActions)
    .where(eq(paymentActions.id, actionId))
    .for('update');
  const status = result.success ? 'done' : 'failed';
  if (!action || action.status === status) return;
  await tx
    .update(paymentActions)
    .set({
      status,
      providerReference: result.providerReference ?? action.providerReference,
      lastError: result.success ? null : (result.detail ?? 'refused by the provider'),
      updatedAt: new Date(),
    })
    .where(eq(paymentActions.id, actionId));
  const change = result.success ? action.amount : action.status === 'done' ? -action.amount : 0;
  if (change === 0) return;
  const refunded = sql`${payments.refundedAmount} + ${change}`;
  await tx
    .update(payments)
    .set({
      refundedAmount: refunded,
      status: sql`case
        when ${payments.status} = 'authorized' and ${refunded} >= ${payments.amount} then 'refunded'
        when ${payments.status} = 'refunded' and ${refunded} < ${payments.amount} then 'authorized'
        else ${payments.status} end`,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, action.paymentId));
}

const sequraKey = (ipn: { orderUuid: string; state: string | null }) =>
  `sequra:${ipn.orderUuid}:${ipn.state ?? ''}`;

/**
 * seQura's IPN has two steps: record it (so it is never lost), then confirm the approved
 * solicitation with seQura and apply the answer in one transaction with marking the IPN applied.
 * A confirmation that fails leaves the IPN unapplied: a redelivery or the retry job applies it.
 */
export async function recordSequraIpn(
  db: Db,
  ipn: SequraIpn & { orderUuid: string; reference: string },
  body: Record<string, unknown>,
): Promise<NotificationRow> {
  const notificationKey = sequraKey(ipn);
  await db
    .insert(paymentNotifications)
    .values({
      provider: 'sequra',
      notificationKey,
      eventCode: ipn.state ?? 'unknown',
      merchantReference: ipn.reference,
      providerReference: ipn.orderUuid,
      success: ipn.state === 'approved',
      signatureValid: true,
      payload: { ...body },
    })
    .onConflictDoNothing({ target: paymentNotifications.notificationKey });
  const [row] = await db
    .select()
    .from(paymentNotifications)
    .where(eq(paymentNotifications.notificationKey, notificationKey));
  if (!row) throw new Error(`notification ${notificationKey} vanished`);
  return row;
}

export async function completeSequraIpn(
  db: Db,
  providers: PaymentProviders,
  row: NotificationRow,
  log: Log,
): Promise<'applied' | 'duplicate' | 'retry'> {
  if (row.appliedAt !== null) return 'duplicate';
  const uuid = row.providerReference ?? '';
  const reference = row.merchantReference ?? '';
  const about = { provider: 'sequra', reference, state: row.eventCode };
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'sequra'), eq(payments.providerPaymentId, uuid)));
  const confirmed =
    row.eventCode === 'approved' && payment?.status === 'pending'
      ? await providers.sequra.confirmOrder(uuid, { reference }).catch(outcomeOfFailure)
      : null;
  // The confirmation answers no body: the signed IPN (order uuid and our reference, signed with
  // the merchant password) is seQura's word on which payment this is.
  const outcome = confirmed && {
    ...confirmed,
    about: { ...confirmed.about, providerPaymentId: uuid, merchantReference: reference },
  };
  if (outcome?.status === 'error') {
    log('seQura confirmation failed: the IPN will be applied later', about);
    return 'retry';
  }
  return inboxTransaction(db, { notificationKey: row.notificationKey }, async (tx) => {
    if (!payment || payment.reference !== reference) {
      log('payment notification for an unknown payment', about);
      return null;
    }
    const problem = outcome ? bindingProblem(payment, outcome.about) : null;
    if (problem) {
      log('payment notification refused: it is not about this payment', { ...about, problem });
      return null;
    }
    if (outcome) await settlePayment(tx, payment.id, outcome, (message) => log(message, about));
    else if (row.eventCode !== 'approved' && row.eventCode !== 'needs_review')
      await settlePayment(
        tx,
        payment.id,
        {
          status: 'refused',
          providerReference: uuid,
          providerResult: row.eventCode,
          about: {
            providerPaymentId: uuid,
            merchantReference: reference,
            amount: null,
            currency: null,
          },
        },
        (message) => log(message, about),
      );
    return payment.id;
  });
}

/** Notifications recorded but still unapplied this long after they came are applied again. */
const unappliedGraceMs = 30_000;

async function applyLeft(db: Db, providers: PaymentProviders, row: NotificationRow, log: Log) {
  if (row.provider === 'sequra') return completeSequraIpn(db, providers, row, log);
  const item = storedAdyenItem(row.payload);
  // The row found is the one applied, under its own key.
  if (item)
    return inboxTransaction(db, { notificationKey: row.notificationKey }, (tx) =>
      applyAdyenItem(tx, item, log),
    );
  log('stored notification is not an Adyen item: left unapplied', { key: row.notificationKey });
  return 'unreadable';
}

/** The retry job of the inbox: applies what a crash or a failed confirmation left unapplied. */
export async function applyLeftNotifications(
  db: Db,
  providers: PaymentProviders,
  log: Log,
  now: Date = new Date(),
): Promise<number> {
  const left = await db
    .select()
    .from(paymentNotifications)
    .where(
      and(
        isNull(paymentNotifications.appliedAt),
        lt(paymentNotifications.receivedAt, new Date(now.getTime() - unappliedGraceMs)),
      ),
    )
    .limit(50);
  let applied = 0;
  for (const row of left) {
    const result = await applyLeft(db, providers, row, log);
    if (result === 'applied') applied += 1;
  }
  return applied;
}
