import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../database.ts';
import { findProviderPayment } from '../../orders/order-payments.ts';
import { ApiError } from '../../plugins/api-error.ts';
import {
  applyAdyenNotification,
  completeSequraIpn,
  recordSequraIpn,
} from '../../payments/apply-notification.ts';
import {
  paymentNotificationPaths,
  type PaymentProviders,
} from '../../payments/payment-providers.ts';

export interface NotificationRouteOptions {
  db: Db;
  providers: PaymentProviders;
  nudge: () => void;
}

/**
 * Provider callbacks (server to server). An unsigned, tampered, replayed or unknown-order
 * notification changes nothing and is logged; Adyen is acknowledged with '[accepted]' even
 * then, as its documentation asks, so it stops retrying something we will never accept.
 */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRouteOptions> = async (
  app,
  { db, providers, nudge },
) => {
  const logTo =
    (log: { warn: (details: object, message: string) => void }) =>
    (message: string, details: Record<string, unknown> = {}) =>
      log.warn(details, message);

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
        const applied = await applyAdyenNotification(db, item, logTo(request.log));
        if (applied === 'duplicate')
          request.log.info(about, 'payment notification already received');
      }
      nudge();
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
      const row = await recordSequraIpn(
        db,
        { ...ipn, orderUuid: ipn.orderUuid, reference: ipn.reference },
        request.body,
      );
      const applied = await completeSequraIpn(db, providers, row, logTo(request.log));
      if (applied === 'duplicate') return reply.send({ detail: 'already received' });
      nudge();
      return reply.send({ detail: 'ok' });
    },
  );
};
