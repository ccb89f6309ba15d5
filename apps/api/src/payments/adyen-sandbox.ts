import { z } from 'zod';
import {
  closedSessionPage,
  hostedPaymentPage,
  readShopperDecision,
  unknownTestDataMessage,
  type HostedSession,
} from './adyen-sandbox-pages.ts';
import { createAdyenModifications } from './adyen-sandbox-modifications.ts';
import {
  adyenError,
  createAdyenWebhook,
  SessionRequest,
  type Session,
} from './adyen-sandbox-state.ts';
import type { LateUrl } from './provider-http.ts';
import {
  randomCode,
  randomToken,
  startSandboxServer,
  withQuery,
  type SandboxExchange,
} from './sandbox-server.ts';

const sessionMethods = ['scheme', 'bizum', 'klarna_account'];

function hostedSession(session: Session): HostedSession {
  return {
    id: session.id,
    amount: session.request.amount.value,
    reference: session.request.reference,
    shopperLocale: session.request.shopperLocale,
    methods: session.methods,
  };
}

/**
 * A local Adyen Checkout (v71 Sessions, Hosted Checkout): the API calls, a hosted payment page
 * per session, refunds and cancels, and signed AUTHORISATION, REFUND and TECHNICAL_CANCEL
 * notifications sent to `notificationUrl`.
 */
export async function startAdyenSandbox({
  port = 0,
  apiKey,
  merchantAccount,
  hmacKey,
  notificationUrl,
  notificationRetryDelaysMs,
}: {
  port?: number;
  apiKey: string;
  merchantAccount: string;
  hmacKey: string;
  notificationUrl?: LateUrl;
  /** Waits between deliveries of a notification the api did not accept. */
  notificationRetryDelaysMs?: readonly number[];
}) {
  const sessions = new Map<string, Session>();
  const byResult = new Map<string, Session>();
  const byIdempotencyKey = new Map<string, Session>();
  const webhook = createAdyenWebhook({
    hmacKey,
    notificationUrl,
    ...(notificationRetryDelaysMs ? { retryDelaysMs: notificationRetryDelaysMs } : {}),
  });
  let origin = '';

  const sessionAnswer = (session: Session) => ({
    id: session.id,
    sessionData: session.sessionData,
    url: `${origin}/checkoutshopper/sessions/${session.id}`,
    expiresAt: session.expiresAt.toISOString(),
    amount: session.request.amount,
    reference: session.request.reference,
    returnUrl: session.request.returnUrl,
    merchantAccount: session.request.merchantAccount,
    mode: session.request.mode,
    countryCode: session.request.countryCode,
    shopperLocale: session.request.shopperLocale,
  });

  const currentStatus = (session: Session) => {
    if (session.status === 'active' && session.expiresAt.getTime() < Date.now())
      session.status = 'expired';
    return session.status;
  };

  const createSession = (exchange: SandboxExchange) => {
    const parsed = SessionRequest.safeParse(exchange.json());
    if (!parsed.success)
      return adyenError(
        exchange,
        422,
        'validation',
        parsed.error.issues[0]?.message ?? 'Invalid request',
      );
    if (parsed.data.merchantAccount !== merchantAccount)
      return adyenError(exchange, 403, 'security', 'Not allowed');
    const key = exchange.headers['idempotency-key'];
    const repeated = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
    if (repeated) return exchange.sendJson(201, sessionAnswer(repeated));
    const methods = (parsed.data.allowedPaymentMethods ?? sessionMethods).filter((method) =>
      sessionMethods.includes(method),
    );
    if (methods.length === 0)
      return adyenError(exchange, 422, 'validation', 'No payment method available');
    const session: Session = {
      request: parsed.data,
      id: `CS${randomCode(16)}`,
      sessionData: randomToken(48),
      expiresAt: new Date(Date.now() + 3_600_000),
      status: 'active',
      methods,
      sessionResult: null,
      pspReference: null,
      resultCode: null,
      paymentMethod: null,
      held: false,
      refunded: 0,
      cancelled: false,
    };
    sessions.set(session.id, session);
    if (typeof key === 'string') byIdempotencyKey.set(key, session);
    exchange.sendJson(201, sessionAnswer(session));
  };

  const sessionResult = (exchange: SandboxExchange, id: string) => {
    const session = sessions.get(id);
    if (!session) return adyenError(exchange, 404, 'validation', 'Session not found');
    if (session.held) return exchange.hold();
    if (exchange.url.searchParams.get('sessionResult') !== session.sessionResult)
      return adyenError(exchange, 422, 'validation', 'Invalid sessionResult');
    const status = currentStatus(session);
    exchange.sendJson(200, {
      id: session.id,
      status,
      reference: session.request.reference,
      // Only authorised payments are listed, as Adyen documents.
      ...(session.pspReference && session.resultCode === 'Authorised'
        ? {
            payments: [
              {
                pspReference: session.pspReference,
                resultCode: session.resultCode,
                amount: session.request.amount,
              },
            ],
          }
        : {}),
    });
  };

  const paymentDetails = (exchange: SandboxExchange) => {
    const parsed = z
      .object({ details: z.object({ redirectResult: z.string() }) })
      .safeParse(exchange.json());
    const session = parsed.success ? byResult.get(parsed.data.details.redirectResult) : undefined;
    if (!session) return adyenError(exchange, 422, 'validation', 'Invalid redirectResult');
    if (session.held) return exchange.hold();
    exchange.sendJson(200, {
      resultCode: session.resultCode,
      pspReference: session.pspReference,
      merchantReference: session.request.reference,
      amount: session.request.amount,
    });
  };

  const notifyAuthorisation = (session: Session) => {
    if (!session.pspReference || !session.resultCode) return;
    webhook.send({
      amount: session.request.amount,
      eventCode: 'AUTHORISATION',
      eventDate: new Date().toISOString(),
      merchantAccountCode: session.request.merchantAccount,
      merchantReference: session.request.reference,
      pspReference: session.pspReference,
      ...(session.paymentMethod ? { paymentMethod: session.paymentMethod } : {}),
      reason: session.resultCode === 'Authorised' ? '012345:1111:03/2030' : 'Refused',
      success: session.resultCode === 'Authorised' ? 'true' : 'false',
    });
  };

  const modifications = createAdyenModifications({
    merchantAccount,
    sessions,
    isOpen: (session) => currentStatus(session) === 'active',
    webhook,
  });

  const pay = (exchange: SandboxExchange, session: Session) => {
    const form = exchange.form();
    const method = form.get('method') ?? '';
    if (!session.methods.includes(method))
      return exchange.sendHtml(422, hostedPaymentPage(hostedSession(session)));
    const decision = readShopperDecision(form);
    if (decision === null)
      return exchange.sendHtml(
        422,
        hostedPaymentPage(
          hostedSession(session),
          unknownTestDataMessage(session.request.shopperLocale, method),
        ),
      );
    session.sessionResult = randomToken();
    byResult.set(session.sessionResult, session);
    if (decision === 'hold') session.held = true;
    else {
      session.status = decision === 'Authorised' ? 'completed' : 'refused';
      session.resultCode = decision;
      session.pspReference = randomCode(16);
      session.paymentMethod = method === 'scheme' ? 'visa' : method;
      notifyAuthorisation(session);
    }
    exchange.redirect(
      withQuery(session.request.returnUrl, {
        sessionId: session.id,
        sessionResult: session.sessionResult,
      }),
    );
  };

  const server = await startSandboxServer(
    (exchange) => {
      const path = exchange.url.pathname;
      const shopper = /^\/checkoutshopper\/sessions\/([\w-]+)$/.exec(path);
      if (shopper?.[1]) {
        const session = sessions.get(shopper[1]);
        if (!session || currentStatus(session) !== 'active' || session.held)
          return exchange.sendHtml(
            session ? 409 : 404,
            closedSessionPage(session?.request.shopperLocale, session !== undefined),
          );
        if (exchange.method === 'POST') return pay(exchange, session);
        return exchange.sendHtml(200, hostedPaymentPage(hostedSession(session)));
      }
      if (exchange.headers['x-api-key'] !== apiKey)
        return adyenError(exchange, 401, 'security', 'HTTP Status Response - Unauthorized');
      if (exchange.method === 'POST' && path === '/v71/sessions') return createSession(exchange);
      const result = /^\/v71\/sessions\/([\w-]+)$/.exec(path);
      if (exchange.method === 'GET' && result?.[1]) return sessionResult(exchange, result[1]);
      if (exchange.method === 'POST' && path === '/v71/payments/details')
        return paymentDetails(exchange);
      const refund = /^\/v71\/payments\/([\w-]+)\/refunds$/.exec(path);
      if (exchange.method === 'POST' && refund?.[1])
        return modifications.refund(exchange, refund[1]);
      if (exchange.method === 'POST' && path === '/v71/cancels')
        return modifications.cancel(exchange);
      adyenError(exchange, 404, 'validation', 'Not found');
    },
    { port },
  );
  origin = server.origin;
  return {
    url: server.url,
    close: async () => {
      webhook.close();
      await server.close();
    },
  };
}
