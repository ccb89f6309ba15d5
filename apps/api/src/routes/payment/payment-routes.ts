import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { CartQuery } from '../../contracts/cart.ts';
import { cartAccess } from '../cart/cart-access.ts';
import { DetailErrorBody, ValidationErrorBody } from '../../contracts/common.ts';
import {
  AdyenDetailsRequest,
  AdyenSessionRequest,
  PaymentReferenceParams,
  PaymentStart,
  PaymentState,
  PayPalCreateOrderRequest,
  PayPalOrderDetailsQuery,
  PayPalOrderStart,
  TransferOrderRequest,
} from '../../contracts/payment.ts';
import type { Db } from '../../database.ts';
import type { BankAccount } from '../../mail/merchant-details.ts';
import {
  findPayment,
  findProviderPayment,
  paymentState,
  placedPaymentView,
} from '../../orders/order-payments.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { applyProviderResult } from '../../payments/apply-provider-result.ts';
import { outcomeOfFailure, type PaymentOutcome } from '../../payments/payment-outcome.ts';
import type { PaymentProviders } from '../../payments/payment-providers.ts';
import { paymentStarts } from '../../payments/start-payment.ts';
import { orderForProvider } from './provider-order.ts';

export interface PaymentRouteOptions {
  db: Db;
  providers: PaymentProviders;
  bankAccount: BankAccount;
  /** Tells the background work that something is due now (an e-mail, a refund). */
  nudge: () => void;
}

export const paymentErrors = {
  400: ValidationErrorBody,
  404: DetailErrorBody,
  409: DetailErrorBody,
  503: DetailErrorBody,
};

/**
 * Payment starts and results (SPEC section 7, base /payment/v1/). Every start places the cart's
 * order through placeOrder (one transaction, idempotent by key) and then asks the provider; a
 * provider that cannot be reached fails the payment, gives the goods back and answers 503 so
 * the shopper can try again or choose another method.
 */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { db, providers, bankAccount, nudge },
) => {
  const { place, openAttempt, started } = paymentStarts(db);
  const errors = paymentErrors;

  app.post(
    '/payment/v1/adyen/payments/session/',
    {
      schema: {
        summary: 'Places the order and opens a card, Bizum or Klarna payment (Hosted Checkout)',
        tags: ['payments'],
        querystring: CartQuery,
        body: AdyenSessionRequest,
        response: { 201: PaymentStart, ...errors },
      },
    },
    async (request, reply) => {
      const { store, language } = request.query;
      const body = request.body;
      const placed = await place(cartAccess(request), body, body.payment_method, 'adyen');
      const order = await orderForProvider(db, placed.orderId);
      // The payment reference as Idempotency-Key: a repeated start gets the same session back.
      const attempt = await openAttempt(placed, request.log, async () => {
        const session = await providers.adyen.createSession({
          reference: placed.paymentReference,
          amount: placed.amount,
          method: body.payment_method,
          returnUrl: body.return_url,
          countryCode: store === 'ESSM' ? 'ES' : 'FR',
          shopperLocale: language === 'fr' ? 'fr-FR' : 'es-ES',
          shopperEmail: placed.email,
          lineItems: order.lines.map((line) => ({
            id: line.reference,
            description: line.name,
            quantity: line.quantity,
            amountIncludingTax: line.unitPrice,
          })),
          idempotencyKey: placed.paymentReference,
        });
        return { providerPaymentId: session.id, redirectUrl: session.url };
      });
      nudge();
      return reply.code(201).send(started(placed, attempt.redirectUrl));
    },
  );

  app.post(
    '/payment/v1/adyen/payments/details/',
    {
      schema: {
        summary: 'The result of a card, Bizum or Klarna payment when the shopper is back',
        description:
          'With session_id and session_result (Hosted Checkout) or redirect_result. The answer is ' +
          "applied only when Adyen's own answer names this payment's session, reference, amount " +
          'and currency (409 otherwise, nothing changes). A provider that cannot answer leaves ' +
          'the payment pending: its notification decides.',
        tags: ['payments'],
        querystring: CartQuery,
        body: AdyenDetailsRequest,
        response: { 200: PaymentState, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const { payment } = await findPayment(db, body.payment_reference);
      if (payment.provider !== 'adyen') throw ApiError.notFound('api.orders.paymentNotFound');
      // A session of another payment is refused before Adyen is even asked about it.
      if (body.session_id !== undefined && body.session_id !== payment.providerPaymentId) {
        request.log.warn(
          { payment: payment.reference, session: body.session_id },
          'provider result refused: the session is not this payment',
        );
        throw ApiError.conflict('api.orders.paymentMismatch');
      }
      if (payment.status === 'pending') {
        const outcome = await askAdyen(body).catch(outcomeOfFailure);
        await applyProviderResult(db, payment, outcome, request.log);
        nudge();
      }
      return paymentState(await findPayment(db, body.payment_reference), bankAccount);
    },
  );

  function askAdyen(body: z.infer<typeof AdyenDetailsRequest>): Promise<PaymentOutcome> {
    if (body.session_id && body.session_result)
      return providers.adyen.sessionOutcome(body.session_id, body.session_result);
    if (body.redirect_result) return providers.adyen.paymentDetails(body.redirect_result);
    throw ApiError.badRequest('session_result', 'api.required');
  }

  app.post(
    '/payment/v1/paypal/payments/create_order/',
    {
      schema: {
        summary: 'Places the order and creates its PayPal order (Orders v2) to approve',
        tags: ['payments'],
        querystring: CartQuery,
        body: PayPalCreateOrderRequest,
        response: { 201: PayPalOrderStart, ...errors },
      },
    },
    async (request, reply) => {
      const { language } = request.query;
      const body = request.body;
      const placed = await place(cartAccess(request), body, 'paypal', 'paypal');
      const attempt = await openAttempt(placed, request.log, async () => {
        const created = await providers.paypal.createOrder({
          reference: placed.paymentReference,
          amount: placed.amount,
          returnUrl: body.return_url,
          cancelUrl: body.cancel_url,
          locale: language === 'fr' ? 'fr-FR' : 'es-ES',
          requestId: placed.paymentReference,
        });
        return { providerPaymentId: created.id, redirectUrl: created.approveUrl };
      });
      nudge();
      return reply
        .code(201)
        .send({ ...started(placed, attempt.redirectUrl), id: attempt.providerPaymentId });
    },
  );

  app.get(
    '/payment/v1/paypal/payments/order_details/',
    {
      schema: {
        summary: 'Captures an approved PayPal order and answers the payment',
        description:
          'Called with the token PayPal adds to return_url. Capturing twice is harmless: the ' +
          'capture carries the payment reference as PayPal-Request-Id. With payment_reference, ' +
          'a PayPal order of another payment is refused (409) and nothing is captured.',
        tags: ['payments'],
        querystring: CartQuery.extend(PayPalOrderDetailsQuery.shape),
        response: { 200: PaymentState, ...errors },
      },
    },
    async (request) => {
      const { id, payment_reference: expectedReference } = request.query;
      const found = await findProviderPayment(db, 'paypal', id);
      if (!found) throw ApiError.notFound('api.orders.paymentNotFound');
      // Capturing moves money: a token of another payment is refused before PayPal is asked.
      if (expectedReference !== undefined && expectedReference !== found.payment.reference) {
        request.log.warn(
          { payment: expectedReference, paypalOrder: id },
          'provider result refused: the PayPal order is not this payment',
        );
        throw ApiError.conflict('api.orders.paymentMismatch');
      }
      if (found.payment.status === 'pending') {
        const outcome = await providers.paypal
          .captureOrder(id, { requestId: `capture-${found.payment.reference}` })
          .catch(outcomeOfFailure);
        await applyProviderResult(db, found.payment, outcome, request.log);
        nudge();
      }
      return paymentState(await findPayment(db, found.payment.reference), bankAccount);
    },
  );

  app.post(
    '/payment/v1/transfer/payments/create_order/',
    {
      schema: {
        summary: 'Places the order to be paid by bank transfer (addition to the spec)',
        description:
          'No provider: the order waits for the transfer (24 h, quoting the order number) and ' +
          'holds no stock until the money arrives. The instructions are e-mailed.',
        tags: ['payments'],
        querystring: CartQuery,
        body: TransferOrderRequest,
        response: { 201: PaymentState, ...errors },
      },
    },
    async (request, reply) => {
      const placed = await place(cartAccess(request), request.body, 'transfer', 'transfer');
      nudge();
      return reply.code(201).send(paymentState(placedPaymentView(placed), bankAccount));
    },
  );

  app.get(
    '/payment/v1/payments/:reference/',
    {
      schema: {
        summary: 'A payment and its order number, for the result page (addition to the spec)',
        tags: ['payments'],
        params: PaymentReferenceParams,
        querystring: CartQuery,
        response: { 200: PaymentState, ...errors },
      },
    },
    async (request) => paymentState(await findPayment(db, request.params.reference), bankAccount),
  );
};
