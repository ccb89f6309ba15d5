import { outboxEmails } from '@shop/db';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Locale } from '@shop/i18n';
import type { Db } from '../database.ts';
import type { AccountMailKind } from './account-mails.ts';
import type { AppointmentMailMessage } from './installation-appointment-mail.ts';
import type { OrderEmailKind } from './order-email-content.ts';

/**
 * What an outbox row asks to send; rendered from the database when it is sent. Ids only, never
 * a secret: the link of an account e-mail gets its one-use token when the e-mail is rendered.
 */
export type OutboxMessage =
  | {
      kind: 'order';
      orderId: number;
      message: OrderEmailKind;
      /** For 'refundIssued': the amount given back, which the e-mail states. */
      refundAmount?: number;
      /** For 'refundIssued': the refund, whose credit note (if any) the e-mail attaches. */
      refundId?: number;
    }
  | { kind: 'account'; userId: number; message: AccountMailKind; language: Locale }
  | { kind: 'newsletterCoupon'; couponId: number; language: Locale }
  | { kind: 'shopNewOrder'; orderId: number }
  | { kind: 'incidentAnswer'; answerId: number; closed: boolean }
  | { kind: 'quotation'; quotationId: number }
  | ({ kind: 'installationAppointment' } & AppointmentMailMessage);

/** Writes a message in the caller's transaction; a second row of one dedupe key is dropped. */
export async function enqueueEmail(tx: Db, dedupeKey: string, payload: OutboxMessage) {
  await tx
    .insert(outboxEmails)
    .values({ kind: payload.kind, dedupeKey, payload })
    .onConflictDoNothing({ target: outboxEmails.dedupeKey })
    .prepare('outbox-insert')
    .execute();
}

/**
 * Writes an order e-mail to the outbox inside the caller's transaction: it is sent if and only if
 * the change commits. One row per order and message kind, so applying an event twice (a replay,
 * a retry after a crash) never mails the customer twice. `occasion` names one event of a kind
 * that happens more than once per order (the second shipment, a second delay).
 */
export async function enqueueOrderEmail(
  tx: Db,
  orderId: number,
  message: OrderEmailKind,
  occasion?: string,
): Promise<void> {
  const dedupeKey = `order:${orderId}:${message}${occasion === undefined ? '' : `:${occasion}`}`;
  await enqueueEmail(tx, dedupeKey, { kind: 'order', orderId, message });
}

export type OutboxRow = typeof outboxEmails.$inferSelect;

/** Waits after the n-th failed attempt: 10 s, 1 min, 5 min, 30 min, then every 2 h. */
const retryDelaysMs = [10_000, 60_000, 300_000, 1_800_000];
const laterRetryDelayMs = 7_200_000;
/** After this many attempts (about a day) the message is left to staff, marked failed. */
export const maxEmailAttempts = 15;
/**
 * How long a claim lasts unless renewed. A live sender renews its claims while it sends
 * (renewEmailClaims), so this only bounds how long the e-mails of a killed process wait.
 */
export const claimMs = 30_000;

export function retryDelayMs(attempts: number): number {
  return retryDelaysMs[attempts - 1] ?? laterRetryDelayMs;
}

/**
 * Takes up to `limit` messages that are due and not held by a live sender, and holds them for
 * this one. SKIP LOCKED lets several senders (processes) share the outbox without waiting on
 * each other or sending a row twice.
 */
export async function claimDueEmails(db: Db, now: Date, limit = 20): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(
        and(
          isNull(outboxEmails.sentAt),
          isNull(outboxEmails.failedAt),
          lte(outboxEmails.nextAttemptAt, now),
          or(isNull(outboxEmails.lockedUntil), lt(outboxEmails.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outboxEmails.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outboxEmails)
      .set({
        lockedUntil: new Date(now.getTime() + claimMs),
        attempts: sql`${outboxEmails.attempts} + 1`,
      })
      .where(
        sql`${outboxEmails.id} in (${sql.join(
          due.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });
}

/** Keeps holding the rows this sender claimed and has not finished yet. */
export async function renewEmailClaims(db: Db, ids: readonly number[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(outboxEmails)
    .set({ lockedUntil: new Date(now.getTime() + claimMs) })
    .where(and(inArray(outboxEmails.id, [...ids]), isNull(outboxEmails.sentAt)));
}

export async function markEmailSent(db: Db, row: OutboxRow, messageId: string, now: Date) {
  await db
    .update(outboxEmails)
    .set({ sentAt: now, messageId, lockedUntil: null, lastError: null })
    .where(eq(outboxEmails.id, row.id));
}

export async function markEmailFailed(db: Db, row: OutboxRow, error: string, now: Date) {
  const exhausted = row.attempts >= maxEmailAttempts;
  await db
    .update(outboxEmails)
    .set({
      lockedUntil: null,
      lastError: error.slice(0, 2000),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
      ...(exhausted ? { failedAt: now } : {}),
    })
    .where(eq(outboxEmails.id, row.id));
}
