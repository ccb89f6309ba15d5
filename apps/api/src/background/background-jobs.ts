import type { Db } from '../database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { FileStore } from '../media/file-store.ts';
import { renderPhotoVariants } from '../media/photo-variants-job.ts';
import type { MerchantDetails } from '../mail/merchant-details.ts';
import { outboxSender } from '../mail/send-outbox.ts';
import { markAbandoned } from '../orders/abandonment.ts';
import { applyLeftNotifications, type Log } from '../payments/apply-notification.ts';
import { carryOutPaymentActions } from '../payments/carry-out-actions.ts';
import type { PaymentProviders } from '../payments/payment-providers.ts';
import { reconcilePendingPayments } from '../payments/reconcile-payments.ts';

export interface BackgroundJobDeps {
  db: Db;
  providers: PaymentProviders;
  mailer: Mailer;
  merchant: MerchantDetails;
  /** The uploaded photos and the sizes rendered from them. */
  files: FileStore;
  log: {
    warn: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
}

export interface BackgroundJob {
  /** Names the job in logs, in the failure metric and as its queue scheduler's id. */
  name: string;
  /** How often it runs (at most once per period, however many processes run it). */
  periodMs: number;
  /** Whether a nudge (a request that queued an e-mail, a refund...) runs it at once. */
  prompt: boolean;
  /** The first run waits a whole period (after a restart nothing of it is overdue yet). */
  waitsFirstPeriod?: boolean;
  run: (now: Date) => Promise<unknown>;
}

/** How often the outbox, the refunds and cancels, and left notifications are looked at. */
export const defaultPromptPeriodMs = 5_000;

/**
 * The one table of the shop's background jobs, run by the api's timer loop (background-work.ts,
 * without Redis) or by the BullMQ worker (worker/, with REDIS_URL). Each job reads its work from
 * the database with row locks (SKIP LOCKED) or conditional updates, so running it in several
 * processes at once never does anything twice.
 */
export function backgroundJobs(
  { db, providers, mailer, merchant, log }: BackgroundJobDeps,
  promptPeriodMs = defaultPromptPeriodMs,
): BackgroundJob[] {
  const sendDueEmails = outboxSender(db, mailer, merchant);
  const warn: Log = (message, details = {}) => log.warn(details, message);
  return [
    {
      name: 'outbox e-mails',
      periodMs: promptPeriodMs,
      prompt: true,
      run: (now) => sendDueEmails((error, message) => log.warn({ err: error }, message), now),
    },
    {
      name: 'payment actions',
      periodMs: promptPeriodMs,
      prompt: true,
      run: (now) => carryOutPaymentActions(db, providers, warn, now),
    },
    {
      name: 'left notifications',
      periodMs: promptPeriodMs,
      prompt: true,
      run: (now) => applyLeftNotifications(db, providers, warn, now),
    },
    {
      name: 'payment reconciliation',
      periodMs: 60_000,
      prompt: false,
      run: (now) => reconcilePendingPayments(db, providers, warn, now),
    },
    {
      name: 'abandonment',
      periodMs: 15 * 60_000,
      prompt: false,
      waitsFirstPeriod: true,
      run: (now) => markAbandoned(db, now),
    },
  ];
}

/**
 * A job a request enqueues, after its transaction commits, for one thing it made (a photo...):
 * run soon after, once per key while it waits, with the scheduled jobs' retries and failure
 * metric. Running it again for the same key changes nothing.
 */
export interface EnqueuedJob {
  /** Names the job in logs, in the failure metric and in the queue. */
  name: string;
  run: (key: string) => Promise<unknown>;
}

/** The one table of the jobs a request enqueues (beside backgroundJobs), by the callers' name. */
export function enqueuedJobs({ db, files }: Pick<BackgroundJobDeps, 'db' | 'files'>) {
  return {
    /** An uploaded photo (key: its public id): every size and format the storefront shows. */
    photoVariants: {
      name: 'photo variants',
      run: (publicId) => renderPhotoVariants(db, files, publicId),
    },
  } satisfies Record<string, EnqueuedJob>;
}

export type EnqueuedJobKind = keyof ReturnType<typeof enqueuedJobs>;
