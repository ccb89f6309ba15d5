import { collectDefaultMetrics, Counter, Registry } from 'prom-client';

/**
 * The api process's own metrics: Node's (memory, CPU, event loop, handles) and the shop's
 * events, counted where they happen. One per process, shared by every app a test builds; what
 * belongs to one app (its requests, its database) is in plugins/metrics.ts.
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics });

export const ordersPlaced = new Counter({
  name: 'shop_orders_placed_total',
  help: 'Orders placed (a new order, not a second payment attempt of one)',
  labelNames: ['store', 'payment_method'] as const,
  registers: [processMetrics],
});

export const paymentOutcomes = new Counter({
  name: 'shop_payment_outcomes_total',
  help: 'Provider answers that decided a payment, by provider and outcome',
  labelNames: ['provider', 'outcome'] as const,
  registers: [processMetrics],
});

export const backgroundJobFailures = new Counter({
  name: 'shop_background_job_failures_total',
  help: 'Background job rounds that failed (the next round tries again)',
  labelNames: ['job'] as const,
  registers: [processMetrics],
});

/**
 * Outbox e-mails whose attempt failed (rendering it, its invoice or credit note PDF included, or
 * handing it to the mail server), by message. The outbox round itself goes on with the others,
 * so these never show in shop_background_job_failures_total; each is tried again later.
 */
export const outboxEmailFailures = new Counter({
  name: 'shop_outbox_email_failures_total',
  help: 'Outbox e-mail attempts that failed (each is tried again later), by message',
  labelNames: ['message'] as const,
  registers: [processMetrics],
});
