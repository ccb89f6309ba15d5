import { z } from 'zod';
import { centsOfPaypalAmount } from './paypal-client.ts';
import {
  paypalErrorReply,
  refundCapture,
  unitPayments,
  unprocessable,
  type SandboxCapture,
} from './paypal-sandbox-captures.ts';
import {
  approvalMessagePage,
  approvalPage,
  paypalSandboxBuyers,
  unknownAccountMessage,
} from './paypal-sandbox-pages.ts';
import {
  createReplies,
  randomCode,
  randomToken,
  readBasicAuth,
  replyKey,
  startSandboxServer,
  withQuery,
  type SandboxExchange,
  type SandboxReply,
} from './sandbox-server.ts';

export { paypalSandboxBuyers };

/** How each sandbox buyer's capture goes. */
type Behaviour = (typeof paypalSandboxBuyers)[keyof typeof paypalSandboxBuyers];

const PurchaseUnit = z.object({
  reference_id: z.string().max(256).optional(),
  custom_id: z.string().max(127).optional(),
  amount: z.object({
    currency_code: z.literal('EUR'),
    value: z.string().regex(/^\d{1,10}(\.\d{2})?$/),
  }),
});

const CreateOrder = z.object({
  intent: z.literal('CAPTURE'),
  purchase_units: z.array(PurchaseUnit).min(1).max(10),
  payment_source: z
    .object({
      paypal: z
        .object({
          experience_context: z
            .object({
              return_url: z.url().optional(),
              cancel_url: z.url().optional(),
              locale: z.string().optional(),
            })
            .optional(),
        })
        .optional(),
    })
    .optional(),
});

interface SandboxOrder {
  id: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  units: z.infer<typeof PurchaseUnit>[];
  context: { return_url?: string; cancel_url?: string; locale?: string };
  createTime: string;
  payer: { email: string; payerId: string; behaviour: Behaviour } | null;
  /** One per purchase unit once captured. */
  captures: SandboxCapture[];
}

function paypalError(
  exchange: SandboxExchange,
  status: number,
  name: string,
  issue: string,
  description: string,
) {
  const { body } = paypalErrorReply(status, name, issue, description);
  exchange.sendJson(status, body);
}

const notFound = (exchange: SandboxExchange) =>
  paypalError(
    exchange,
    404,
    'RESOURCE_NOT_FOUND',
    'INVALID_RESOURCE_ID',
    'Specified resource ID does not exist.',
  );

/**
 * A local PayPal REST API (OAuth2 client credentials, Orders v2, capture refunds of Payments v2)
 * with the buyer's approval page.
 * `tokenLifetimeSeconds` is PayPal's expires_in (9 hours by default).
 */
export async function startPayPalSandbox({
  port = 0,
  clientId,
  clientSecret,
  tokenLifetimeSeconds = 32_400,
}: {
  port?: number;
  clientId: string;
  clientSecret: string;
  tokenLifetimeSeconds?: number;
}) {
  const tokens = new Map<string, number>();
  const orders = new Map<string, SandboxOrder>();
  const captures = new Map<string, SandboxCapture>();
  const reply = createReplies((first) => (first === 201 ? 200 : first));
  let tokensIssued = 0;
  let origin = '';

  const representation = (order: SandboxOrder) => ({
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    payment_source: {
      paypal: order.payer
        ? { email_address: order.payer.email, account_id: order.payer.payerId }
        : {},
    },
    purchase_units: order.units.map((unit, index) => {
      const capture = order.captures[index];
      return { ...unit, ...(capture ? { payments: unitPayments(capture) } : {}) };
    }),
    ...(order.payer
      ? { payer: { email_address: order.payer.email, payer_id: order.payer.payerId } }
      : {}),
    create_time: order.createTime,
    links: [
      { href: `${origin}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      ...(order.status === 'PAYER_ACTION_REQUIRED' || order.status === 'CREATED'
        ? [
            {
              href: `${origin}/checkoutnow?token=${order.id}`,
              rel: order.status === 'CREATED' ? 'approve' : 'payer-action',
              method: 'GET',
            },
          ]
        : []),
    ],
  });

  const replyOnce = (
    exchange: SandboxExchange,
    operation: string,
    answer: () => SandboxReply | 'hold',
  ) => reply(exchange, replyKey(exchange, 'paypal-request-id', operation), answer);

  const issueToken = (exchange: SandboxExchange) => {
    const credentials = readBasicAuth(exchange.headers);
    if (credentials?.user !== clientId || credentials.password !== clientSecret)
      return exchange.sendJson(401, {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
    if (exchange.form().get('grant_type') !== 'client_credentials')
      return exchange.sendJson(400, {
        error: 'unsupported_grant_type',
        error_description: 'Grant Type is NULL',
      });
    const token = `A21AA${randomToken(40)}`;
    tokens.set(token, Date.now() + tokenLifetimeSeconds * 1000);
    tokensIssued += 1;
    exchange.sendJson(200, {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-SANDBOX',
      expires_in: tokenLifetimeSeconds,
      nonce: `${new Date().toISOString()}${randomToken(8)}`,
    });
  };

  const createOrder = (exchange: SandboxExchange) => {
    const parsed = CreateOrder.safeParse(exchange.json());
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return paypalError(
        exchange,
        400,
        'INVALID_REQUEST',
        'INVALID_PARAMETER_VALUE',
        `/${issue?.path.join('/') ?? ''}: ${issue?.message ?? ''}`,
      );
    }
    replyOnce(exchange, 'create', () => {
      const context = parsed.data.payment_source?.paypal?.experience_context;
      const order: SandboxOrder = {
        id: randomCode(17),
        status: context ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
        units: parsed.data.purchase_units,
        context: context ?? {},
        createTime: new Date().toISOString(),
        payer: null,
        captures: [],
      };
      orders.set(order.id, order);
      return { status: 201, body: representation(order) };
    });
  };

  const capture = (exchange: SandboxExchange, order: SandboxOrder) =>
    replyOnce(exchange, `capture:${order.id}`, () => {
      if (order.status === 'COMPLETED')
        return unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.');
      if (order.status !== 'APPROVED' || !order.payer)
        return unprocessable(
          'ORDER_NOT_APPROVED',
          'Payer has not yet approved the Order for payment.',
        );
      if (order.payer.behaviour === 'no_answer') return 'hold';
      if (order.payer.behaviour === 'declined')
        return unprocessable(
          'INSTRUMENT_DECLINED',
          "The instrument presented was either declined by the processor or bank, or it can't be used for this payment.",
        );
      order.status = 'COMPLETED';
      order.captures = order.units.map((unit) => ({
        id: randomCode(17),
        amount: centsOfPaypalAmount(unit.amount.value) ?? 0,
        currency: unit.amount.currency_code,
        refunds: [],
      }));
      for (const captured of order.captures) captures.set(captured.id, captured);
      return { status: 201, body: representation(order) };
    });

  const awaitingApproval = (order: SandboxOrder) =>
    order.status === 'PAYER_ACTION_REQUIRED' || order.status === 'CREATED';

  const approvalView = (order: SandboxOrder) => ({
    orderId: order.id,
    total: order.units.reduce(
      (sum, unit) => sum + (centsOfPaypalAmount(unit.amount.value) ?? 0),
      0,
    ),
    locale: order.context.locale,
    cancelUrl: order.context.cancel_url,
  });

  const showApproval = (exchange: SandboxExchange, order: SandboxOrder | undefined) => {
    if (order && awaitingApproval(order))
      return exchange.sendHtml(200, approvalPage(approvalView(order)));
    exchange.sendHtml(
      order ? 409 : 404,
      approvalMessagePage(order?.context.locale, order ? 'closed' : 'notFound'),
    );
  };

  const approve = (exchange: SandboxExchange, order: SandboxOrder | undefined) => {
    if (!order || !awaitingApproval(order)) return showApproval(exchange, order);
    const email = (exchange.form().get('email') ?? '').trim().toLowerCase();
    const behaviour = (paypalSandboxBuyers as Record<string, Behaviour>)[email];
    if (!behaviour)
      return exchange.sendHtml(
        422,
        approvalPage(approvalView(order), unknownAccountMessage(order.context.locale)),
      );
    order.status = 'APPROVED';
    order.payer = { email, payerId: randomCode(13), behaviour };
    const returnUrl = order.context.return_url;
    if (returnUrl)
      return exchange.redirect(
        withQuery(returnUrl, { token: order.id, PayerID: order.payer.payerId }),
      );
    exchange.sendHtml(200, approvalMessagePage(order.context.locale, 'approved'));
  };

  const authorized = (exchange: SandboxExchange) => {
    const match = /^Bearer\s+(\S+)$/i.exec(exchange.headers.authorization ?? '');
    const expiresAt = match?.[1] ? tokens.get(match[1]) : undefined;
    return expiresAt !== undefined && expiresAt > Date.now();
  };

  const server = await startSandboxServer(
    (exchange) => {
      const path = exchange.url.pathname;
      if (path === '/checkoutnow') {
        const order = orders.get(exchange.url.searchParams.get('token') ?? '');
        return exchange.method === 'POST'
          ? approve(exchange, order)
          : showApproval(exchange, order);
      }
      if (exchange.method === 'POST' && path === '/v1/oauth2/token') return issueToken(exchange);
      if (!authorized(exchange))
        return exchange.sendJson(401, {
          error: 'invalid_token',
          error_description: 'Token signature verification failed',
        });
      if (exchange.method === 'POST' && path === '/v2/checkout/orders')
        return createOrder(exchange);
      const refund = /^\/v2\/payments\/captures\/(\w+)\/refund$/.exec(path);
      if (exchange.method === 'POST' && refund?.[1]) {
        const capture = captures.get(refund[1]);
        if (!capture) return notFound(exchange);
        return replyOnce(exchange, `refund:${capture.id}`, () =>
          refundCapture(capture, exchange.json(), origin),
        );
      }
      const match = /^\/v2\/checkout\/orders\/(\w+)(\/capture)?$/.exec(path);
      const order = match?.[1] ? orders.get(match[1]) : undefined;
      if (!match)
        return paypalError(
          exchange,
          404,
          'NOT_FOUND',
          'NOT_FOUND',
          'The specified resource does not exist.',
        );
      if (!order) return notFound(exchange);
      if (exchange.method === 'POST' && match[2]) return capture(exchange, order);
      if (exchange.method === 'GET' && !match[2])
        return exchange.sendJson(200, representation(order));
      paypalError(
        exchange,
        405,
        'METHOD_NOT_SUPPORTED',
        'METHOD_NOT_SUPPORTED',
        'The server does not implement the requested HTTP method.',
      );
    },
    { port },
  );
  origin = server.origin;
  return {
    url: server.url,
    /** How many access tokens were issued: shows whether a client keeps its token. */
    tokensIssued: () => tokensIssued,
    close: server.close,
  };
}
