import type { Db } from '../database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { backgroundJobFailures } from '../metrics/shop-metrics.ts';
import type { MerchantDetails } from '../mail/merchant-details.ts';
import { outboxSender } from '../mail/send-outbox.ts';
import { markAbandoned } from '../orders/abandonment.ts';
import { applyLeftNotifications, type Log } from '../payments/apply-notification.ts';
import { carryOutPaymentActions } from '../payments/carry-out-actions.ts';
import type { PaymentProviders } from '../payments/payment-providers.ts';
import { reconcilePendingPayments } from '../payments/reconcile-payments.ts';

export interface BackgroundWorkOptions {
  db: Db;
  providers: PaymentProviders;
  mailer: Mailer;
  merchant: MerchantDetails;
  log: {
    warn: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
  /** How often the outbox, the refunds and cancels, and left notifications are looked at. */
  intervalMs?: number;
}

/** The slower jobs run on every tick past their period. */
const periodsMs = { reconcile: 60_000, abandonment: 15 * 60_000 };

/**
 * The api's background work, in its own process (no job queue yet: ARCHITECTURE's worker and its
 * queue come later): the e-mail outbox, refunds and cancels at the providers, notifications left
 * unapplied, the reconciliation of stale payments, and abandonment. Each job reads its work from
 * the database with row locks (SKIP LOCKED) or conditional updates, so several api processes can
 * run it at once without doing anything twice. `nudge()` runs a tick at once after a request
 * queued something (an e-mail, a refund); the interval catches up with what a crash left.
 */
export function startBackgroundWork({
  db,
  providers,
  mailer,
  merchant,
  log,
  intervalMs = 5_000,
}: BackgroundWorkOptions) {
  const sendDueEmails = outboxSender(db, mailer, merchant);
  const warn: Log = (message, details = {}) => log.warn(details, message);
  const lastRun = { reconcile: 0, abandonment: Date.now() };
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function job(name: string, work: () => Promise<unknown>) {
    try {
      await work();
    } catch (error) {
      // A database or provider that is down fails this round only; the next tick tries again.
      log.error({ err: error, job: name }, 'background job failed');
      backgroundJobFailures.inc({ job: name });
    }
  }

  async function runOnce() {
    const now = new Date();
    await job('outbox e-mails', () =>
      sendDueEmails((error, message) => log.warn({ err: error }, message), now),
    );
    await job('payment actions', () => carryOutPaymentActions(db, providers, warn, now));
    await job('left notifications', () => applyLeftNotifications(db, providers, warn, now));
    if (now.getTime() - lastRun.reconcile >= periodsMs.reconcile) {
      lastRun.reconcile = now.getTime();
      await job('payment reconciliation', () => reconcilePendingPayments(db, providers, warn, now));
    }
    if (now.getTime() - lastRun.abandonment >= periodsMs.abandonment) {
      lastRun.abandonment = now.getTime();
      await job('abandonment', () => markAbandoned(db, now));
    }
  }

  function tick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = runOnce().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        void tick();
      }
    });
    return running;
  }

  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return {
    nudge: () => {
      setImmediate(() => void tick());
    },
    /** Runs every due job now and waits for it (tests, and a clean shutdown). */
    async runNow() {
      while (running) await running;
      await tick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type BackgroundWork = ReturnType<typeof startBackgroundWork>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The api's background jobs (tests run them with `runNow()`). */
    background: BackgroundWork;
  }
}
