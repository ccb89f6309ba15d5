import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeOrderNumber } from '@shop/domain';
import type { Db } from '../database.ts';
import type { Env } from '../env.ts';
import { ApiError } from '../plugins/api-error.ts';
import { countAttempt, createRateLimitStore, type RateLimit } from '../rate-limit/index.ts';
import { callerSubjects, tooManyAttempts } from './auth-users/attempt-limits.ts';

/**
 * A guest finds an order (its cart, its invoices) with its number and e-mail, so those calls
 * could be used to guess e-mails of known order numbers or walk the numbers of one e-mail.
 * Failed lookups are limited per caller address and per order number, shared by every lookup
 * call; a lookup that finds the order is never counted.
 */
export const orderLookupLimits = {
  caller: { name: 'order-lookup-caller', limit: 10, windowSeconds: 15 * 60 },
  orderNumber: { name: 'order-lookup-number', limit: 5, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimit>;

export type OrderLookupEnv = Pick<Env, 'REDIS_URL' | 'REDIS_KEY_PREFIX' | 'TRUSTED_PROXIES'>;

/**
 * Runs a guest's lookup of an order (or of an invoice, by its number) under the limits: the
 * attempt is counted before it runs, atomically, so a burst of guesses at once cannot slip past
 * the limit, and refused with 429 (Retry-After) once the caller or the order number used up its
 * failures (a right guess past the limit learns nothing either). Only a lookup answered 404 stays
 * counted: any other outcome is taken back.
 */
export function orderLookupGuard(app: FastifyInstance, db: Db, env: OrderLookupEnv) {
  const attempts = createRateLimitStore(env, db, (error) =>
    app.log.warn({ err: error }, 'Redis did not count an attempt: counting in the database'),
  );
  app.addHook('onClose', async () => {
    await attempts.close();
  });
  return async function guardedLookup<T>(
    request: FastifyRequest,
    looked: { kind: 'order' | 'invoice'; number: string },
    lookup: () => Promise<T>,
  ): Promise<T> {
    const counted = [
      { rule: orderLookupLimits.caller, subjects: callerSubjects(request, env.TRUSTED_PROXIES) },
      {
        rule: orderLookupLimits.orderNumber,
        subjects: [`${looked.kind}:${normalizeOrderNumber(looked.number)}`],
      },
    ];
    const waits = await Promise.all(
      counted.map(({ rule, subjects }) => countAttempt(attempts, rule, subjects)),
    );
    const wait = Math.max(0, ...waits.map((seconds) => seconds ?? 0));
    if (wait > 0) throw tooManyAttempts(request, wait, 'api.tooManyOrderLookups');
    let failed = false;
    try {
      return await lookup();
    } catch (error) {
      failed = error instanceof ApiError && error.status === 404;
      throw error;
    } finally {
      if (!failed)
        await Promise.all(
          counted.flatMap(({ rule, subjects }) =>
            subjects.map((subject) => attempts.forgive(`${rule.name}:${subject}`)),
          ),
        );
    }
  };
}
