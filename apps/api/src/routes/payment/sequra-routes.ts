import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CartQuery } from '../../contracts/cart.ts';
import { cartAccess } from '../cart/cart-access.ts';
import {
  SequraFormQuery,
  SequraInitRequest,
  PaymentStart,
  PaymentState,
} from '../../contracts/payment.ts';
import { findPayment, paymentState } from '../../orders/order-payments.ts';
import { settlePayment } from '../../orders/payment-results.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { PaymentProviderError } from '../../payments/payment-outcome.ts';
import { sequraClosedStates } from '../../payments/reconcile-payments.ts';
import { paymentStarts } from '../../payments/start-payment.ts';
import { orderForProvider } from './provider-order.ts';
import { paymentErrors, type PaymentRouteOptions } from './payment-routes.ts';

/**
 * seQura (instalments): the order is placed and its solicitation started; the identification
 * form is fetched with the merchant's credentials for the shop to show; an approval arrives as
 * the signed IPN (notification-routes.ts), a refusal as the shopper's return to abort_url.
 */
export const sequraRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { db, providers, bankAccount, nudge },
) => {
  const { place, openAttempt, started } = paymentStarts(db);
  const errors = paymentErrors;

  app.post(
    '/payment/v1/sequra/payments/init_order/',
    {
      schema: {
        summary: 'Places the order and starts its seQura solicitation',
        description:
          "seQura's identification form is fetched by the shop with the merchant's credentials " +
          '(GET sequra/payments/form/) and shown on its own page; redirect_url is null.',
        tags: ['payments'],
        querystring: CartQuery,
        body: SequraInitRequest,
        response: { 201: PaymentStart, ...errors },
      },
    },
    async (request, reply) => {
      const { language } = request.query;
      const body = request.body;
      const placed = await place(cartAccess(request), body, body.payment_method, 'sequra');
      const order = await orderForProvider(db, placed.orderId);
      await openAttempt(placed, request.log, async () => {
        const solicitation = await providers.sequra.startOrder({
          reference: placed.paymentReference,
          method: body.payment_method,
          amount: placed.amount,
          items: order.lines.map((line) => ({
            reference: line.reference,
            name: line.name,
            unitPrice: line.unitPrice,
            quantity: line.quantity,
          })),
          shipping: { name: 'shipping', amount: order.shipping },
          discount:
            order.discount > 0
              ? { reference: order.couponCode, name: order.couponCode, amount: order.discount }
              : undefined,
          deliveryAddress: order.address,
          customer: { ...order.customer, languageCode: language, loggedIn: false },
          returnUrl: body.return_url,
          abortUrl: body.abort_url,
        });
        return { providerPaymentId: solicitation.uuid, redirectUrl: null };
      });
      nudge();
      return reply.code(201).send(started(placed, null));
    },
  );

  app.get(
    '/payment/v1/sequra/payments/form/',
    {
      schema: {
        summary: "seQura's identification form for a payment, as HTML to embed",
        tags: ['payments'],
        querystring: CartQuery.extend(SequraFormQuery.shape),
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { payment } = await findPayment(db, request.query.payment_reference);
      if (
        payment.provider !== 'sequra' ||
        payment.providerPaymentId === null ||
        payment.status !== 'pending'
      )
        throw ApiError.notFound('api.orders.paymentNotFound');
      if (payment.method !== 'sequra_sp1' && payment.method !== 'sequra_pp3')
        throw ApiError.notFound('api.orders.paymentNotFound');
      const form = await providers.sequra
        .identificationForm(payment.providerPaymentId, payment.method)
        .catch((error: unknown) => {
          if (error instanceof PaymentProviderError)
            throw new ApiError(503, 'api.orders.providerUnavailable');
          throw error;
        });
      return reply.type('text/html; charset=utf-8').send(form);
    },
  );

  app.post(
    '/payment/v1/sequra/payments/abort/',
    {
      schema: {
        summary: 'The shopper came back from a refused or abandoned seQura form (addition)',
        description:
          'seQura sends no notification for a refusal: it sends the shopper to the abort URL. ' +
          'The web reports it here; the shop asks seQura about the order, and only a pending ' +
          'seQura payment that seQura did not approve changes, to failed.',
        tags: ['payments'],
        querystring: CartQuery,
        body: SequraFormQuery,
        response: { 200: PaymentState, ...errors },
      },
    },
    async (request) => {
      const { payment } = await findPayment(db, request.body.payment_reference);
      if (
        payment.provider === 'sequra' &&
        payment.status === 'pending' &&
        payment.providerPaymentId !== null
      ) {
        // Anyone holding the reference can post here: seQura's own word decides.
        const order = await providers.sequra
          .getOrder(payment.providerPaymentId)
          .catch((error: unknown) => {
            if (error instanceof PaymentProviderError) return null;
            throw error;
          });
        if (order && sequraClosedStates.has(order.state))
          await db.transaction((tx) =>
            settlePayment(
              tx,
              payment.id,
              {
                status: 'refused',
                providerReference: payment.providerPaymentId,
                providerResult: order.state,
                about: {
                  providerPaymentId: payment.providerPaymentId,
                  merchantReference: order.merchantReference,
                  amount: order.amount,
                  currency: order.currency,
                },
              },
              (message) => request.log.warn(message),
            ),
          );
      }
      return paymentState(await findPayment(db, request.body.payment_reference), bankAccount);
    },
  );
};
