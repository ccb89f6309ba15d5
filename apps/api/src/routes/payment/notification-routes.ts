import { paymentNotifications } from '@shop/db';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../database.ts';
import { findPayment, findProviderPayment } from '../../orders/order-payments.ts';
import type { OrderEffects } from '../../orders/payment-results.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { outcomeOfFailure } from '../../payments/payment-outcome.ts';
import { paymentSteps } from './payment-steps.ts';
import {
  paymentNotificationPaths,
  type PaymentProviders,
} from '../../payments/payment-providers.ts';

export interface NotificationRouteOptions {
  db: Db;
  providers: PaymentProviders;
  effects: OrderEffects;
}

/**
 * Records a notification under its provider key before acting on it: the unique key makes a
 * redelivery (providers retry until acknowledged) or a replay a no-op. Only signed
 * notifications are recorded, so a forged one cannot take the key of a real one.
 */
async function firstDelivery(
  db: Db,
  entry: typeof paymentNotifications.$inferInsert,
): Promise<number | null> {
  const [recorded] = await db
    .insert(paymentNotifications)
    .values(entry)
    .onConflictDoNothing({ target: paymentNotifications.notificationKey })
    .returning({ id: paymentNotifications.id });
  return recorded?.id ?? null;
}

async function markApplied(db: Db, notificationId: number, paymentId: number | null) {
  await db
    .update(paymentNotifications)
    .set({ appliedAt: new Date(), paymentId })
    .where(eq(paymentNotifications.id, notificationId));
}

/**
 * Provider callbacks (server to server). An unsigned, tampered, replayed or unknown-order
 * notification changes nothing and is logged; Adyen is acknowledged with '[accepted]' even
 * then, as its documentation asks, so it stops retrying something we will never accept.
 */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRouteOptions> = async (
  app,
  { db, providers, effects },
) => {
  const { apply } = paymentSteps(db, effects);

  // seQura posts its IPN as a form; only this plugin reads form bodies.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    paymentNotificationPaths.adyen,
    {
      schema: {
        summary: "Adyen's standard notifications (HMAC-signed), acknowledged with [accepted]",
        tags: ['payments'],
        body: z.unknown(),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const check = providers.adyen.verifyNotification(request.body);
      if (!check.readable) throw ApiError.badRequest(undefined, 'api.malformedRequest');
      for (const item of check.items) {
        const about = {
          provider: 'adyen',
          reference: item.merchantReference,
          event: item.eventCode,
        };
        if (!item.valid) {
          request.log.warn({ ...about, problem: item.problem }, 'payment notification refused');
          continue;
        }
        const notificationId = await firstDelivery(db, {
          provider: 'adyen',
          notificationKey: `adyen:${item.pspReference}:${item.eventCode}:${item.success}`,
          eventCode: item.eventCode,
          merchantReference: item.merchantReference,
          providerReference: item.pspReference,
          success: item.success,
          amount: item.amount.value,
          signatureValid: true,
          payload: item as unknown as Record<string, unknown>,
        });
        if (notificationId === null) {
          request.log.info(about, 'payment notification already received');
          continue;
        }
        const found = await findPayment(db, item.merchantReference).catch(() => null);
        if (!found || !item.outcome) {
          request.log.warn(
            about,
            found
              ? 'payment notification not acted on'
              : 'payment notification for an unknown payment',
          );
          continue;
        }
        if (item.amount.value !== found.payment.amount) {
          request.log.warn(
            { ...about, amount: item.amount.value },
            'payment notification amount differs',
          );
          continue;
        }
        await apply(found.payment.id, item.outcome, request.log);
        await markApplied(db, notificationId, found.payment.id);
      }
      return reply.type('text/plain').send('[accepted]');
    },
  );

  app.post(
    paymentNotificationPaths.sequra,
    {
      schema: {
        summary: "seQura's IPN: an approved solicitation is confirmed, then the order is paid",
        tags: ['payments'],
        body: z.record(z.string(), z.unknown()),
        response: { 200: z.object({ detail: z.string() }), 404: z.object({ detail: z.string() }) },
      },
    },
    async (request, reply) => {
      const ipn = providers.sequra.readIpn(request.body);
      const about = { provider: 'sequra', reference: ipn.reference, state: ipn.state };
      if (!ipn.valid || ipn.orderUuid === null || ipn.reference === null) {
        request.log.warn({ ...about, problem: ipn.problem }, 'payment notification refused');
        throw ApiError.forbidden();
      }
      const found = await findProviderPayment(db, 'sequra', ipn.orderUuid);
      if (!found || found.payment.reference !== ipn.reference) {
        request.log.warn(about, 'payment notification for an unknown payment');
        throw ApiError.notFound('api.orders.paymentNotFound');
      }
      const notificationId = await firstDelivery(db, {
        provider: 'sequra',
        notificationKey: `sequra:${ipn.orderUuid}:${ipn.state ?? ''}`,
        eventCode: ipn.state ?? 'unknown',
        merchantReference: ipn.reference,
        providerReference: ipn.orderUuid,
        success: ipn.state === 'approved',
        signatureValid: true,
        payload: { ...request.body },
      });
      if (notificationId === null) return reply.send({ detail: 'already received' });
      if (ipn.state === 'approved') {
        const outcome = await providers.sequra
          .confirmOrder(ipn.orderUuid, { reference: ipn.reference })
          .catch(outcomeOfFailure);
        if (outcome.status !== 'error') await apply(found.payment.id, outcome, request.log);
      } else if (ipn.state !== 'needs_review') {
        await apply(
          found.payment.id,
          {
            status: 'refused',
            providerReference: ipn.orderUuid,
            providerResult: ipn.state ?? 'unknown',
            about: ipn.about,
          },
          request.log,
        );
      }
      await markApplied(db, notificationId, found.payment.id);
      return reply.send({ detail: 'ok' });
    },
  );
};
