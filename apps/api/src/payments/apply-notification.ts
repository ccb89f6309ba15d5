import { paymentActions, paymentNotifications, payments } from '@shop/db';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { settlePayment } from '../orders/payment-results.ts';
import type { AdyenNotificationItem } from './adyen-notification.ts';
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
      payload: item as unknown as Record<string, unknown>,
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
  if (item.kind === 'refund' || item.kind === 'cancellation') {
    await settleAction(tx, payment.id, item.kind === 'refund' ? 'refund' : 'cancel', {
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
 * A provider confirmed (or refused) a refund or cancel we asked for. A completed refund of the
 * whole payment makes the payment 'refunded'.
 */
export async function settleAction(
  tx: Db,
  paymentId: number,
  kind: 'refund' | 'cancel',
  result: { success: boolean; providerReference: string | null; detail: string | null },
) {
  const [action] = await tx
    .update(paymentActions)
    .set({
      status: result.success ? 'done' : 'failed',
      providerReference: result.providerReference,
      lastError: result.success ? null : (result.detail ?? 'refused by the provider'),
      updatedAt: new Date(),
    })
    .where(and(eq(paymentActions.paymentId, paymentId), eq(paymentActions.kind, kind)))
    .returning();
  if (action && result.success && kind === 'refund')
    await tx
      .update(payments)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'authorized')));
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
    const result =
      row.provider === 'sequra'
        ? await completeSequraIpn(db, providers, row, log)
        : await applyAdyenNotification(db, row.payload as unknown as AdyenNotificationItem, log);
    if (result === 'applied') applied += 1;
  }
  return applied;
}
