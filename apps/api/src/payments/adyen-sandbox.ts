import { formatMoney } from '@shop/domain';
import { z } from 'zod';
import { signAdyenItem, type NotificationRequestItem } from './adyen-notification.ts';
import {
  formError,
  html,
  renderSandboxPage,
  sandboxLanguage,
  type SandboxLanguage,
} from './sandbox-page.ts';
import {
  createNotifier,
  randomCode,
  randomToken,
  startSandboxServer,
  withQuery,
  type SandboxExchange,
} from './sandbox-server.ts';
import { resolveUrl, type LateUrl } from './provider-http.ts';

/** Test cards and Bizum phones, as on Adyen's test platform; 9995 never gets an answer. */
export const adyenTestCards = {
  authorised: '4111111111111111',
  refused: '4000000000000002',
  noAnswer: '4000000000009995',
} as const;
export const adyenTestBizumPhones = { authorised: '700000000', refused: '700000002' } as const;

const texts = {
  es: {
    title: 'Pago seguro',
    summary: 'Importe',
    reference: 'Referencia',
    card: 'Tarjeta',
    cardNumber: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    cvc: 'Código de seguridad (CVC)',
    holder: 'Titular de la tarjeta',
    payCard: 'Pagar con tarjeta',
    cardHint:
      'Tarjetas de prueba: 4111 1111 1111 1111 se autoriza, 4000 0000 0000 0002 se deniega, 4000 0000 0000 9995 no obtiene respuesta.',
    bizum: 'Bizum',
    phone: 'Teléfono móvil',
    payBizum: 'Pagar con Bizum',
    bizumHint: 'Teléfonos de prueba: 700000000 se autoriza, 700000002 se deniega.',
    klarna: 'Klarna: paga en 3 plazos',
    klarnaHint: 'Simula la decisión de Klarna sobre la financiación.',
    approve: 'Aprobar',
    refuse: 'Rechazar',
    unknownCard:
      'Usa una de las tarjetas de prueba indicadas, con caducidad MM/AA y un CVC de 3 o 4 cifras.',
    unknownPhone: 'Usa uno de los teléfonos de prueba indicados.',
    closed: 'Esta sesión de pago ya no admite pagos.',
    notFound: 'Sesión de pago no encontrada.',
  },
  fr: {
    title: 'Paiement sécurisé',
    summary: 'Montant',
    reference: 'Référence',
    card: 'Carte bancaire',
    cardNumber: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvc: 'Cryptogramme visuel (CVC)',
    holder: 'Titulaire de la carte',
    payCard: 'Payer par carte',
    cardHint:
      'Cartes de test : 4111 1111 1111 1111 est autorisée, 4000 0000 0000 0002 est refusée, 4000 0000 0000 9995 ne reçoit jamais de réponse.',
    bizum: 'Bizum',
    phone: 'Téléphone mobile',
    payBizum: 'Payer avec Bizum',
    bizumHint: 'Téléphones de test : 700000000 est autorisé, 700000002 est refusé.',
    klarna: 'Klarna : payez en 3 fois',
    klarnaHint: 'Simulez la décision de Klarna sur le financement.',
    approve: 'Approuver',
    refuse: 'Refuser',
    unknownCard:
      'Utilisez une des cartes de test indiquées, avec une date MM/AA et un CVC de 3 ou 4 chiffres.',
    unknownPhone: 'Utilisez un des téléphones de test indiqués.',
    closed: 'Cette session de paiement n’accepte plus de paiement.',
    notFound: 'Session de paiement introuvable.',
  },
} satisfies Record<SandboxLanguage, Record<string, string>>;

const SessionRequest = z.object({
  merchantAccount: z.string().min(1),
  amount: z.object({ value: z.number().int().min(0), currency: z.string().length(3) }),
  reference: z.string().min(1).max(80),
  returnUrl: z.url(),
  countryCode: z.string().length(2).optional(),
  shopperLocale: z.string().optional(),
  mode: z.enum(['embedded', 'hosted']).default('embedded'),
  allowedPaymentMethods: z.array(z.string()).optional(),
});

type Result = 'Authorised' | 'Refused';

interface Session {
  request: z.infer<typeof SessionRequest>;
  id: string;
  sessionData: string;
  expiresAt: Date;
  status: 'active' | 'completed' | 'refused' | 'expired';
  methods: string[];
  /** Issued when the shopper leaves; it also serves as the redirectResult of /payments/details. */
  sessionResult: string | null;
  pspReference: string | null;
  resultCode: Result | null;
  /** The no-answer test card: every later call about this session is held. */
  held: boolean;
}

const sessionMethods = ['scheme', 'bizum', 'klarna_account'];

function adyenError(exchange: SandboxExchange, status: number, errorType: string, message: string) {
  exchange.sendJson(status, {
    status,
    errorCode: String(status === 422 ? 14_000 : status),
    message,
    errorType,
  });
}

/**
 * A local Adyen Checkout (v71 Sessions, Hosted Checkout): the API calls, a hosted payment page
 * per session and signed AUTHORISATION notifications sent to `notificationUrl`.
 */
export async function startAdyenSandbox({
  port = 0,
  apiKey,
  merchantAccount,
  hmacKey,
  notificationUrl,
}: {
  port?: number;
  apiKey: string;
  merchantAccount: string;
  hmacKey: string;
  notificationUrl?: LateUrl;
}) {
  const sessions = new Map<string, Session>();
  const byResult = new Map<string, Session>();
  const byIdempotencyKey = new Map<string, Session>();
  const notifier = createNotifier();
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
      held: false,
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
      ...(session.pspReference
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

  const notify = (session: Session, paymentMethod: string) => {
    const url = resolveUrl(notificationUrl);
    if (!url || !session.pspReference || !session.resultCode) return;
    const item: NotificationRequestItem = {
      amount: session.request.amount,
      eventCode: 'AUTHORISATION',
      eventDate: new Date().toISOString(),
      merchantAccountCode: session.request.merchantAccount,
      merchantReference: session.request.reference,
      pspReference: session.pspReference,
      paymentMethod,
      reason: session.resultCode === 'Authorised' ? '012345:1111:03/2030' : 'Refused',
      success: session.resultCode === 'Authorised' ? 'true' : 'false',
    };
    const signed = { ...item, additionalData: { hmacSignature: signAdyenItem(item, hmacKey) } };
    notifier.send({
      url,
      contentType: 'application/json',
      body: JSON.stringify({
        live: 'false',
        notificationItems: [{ NotificationRequestItem: signed }],
      }),
    });
  };

  const page = (
    session: Session,
    status: number,
    exchange: SandboxExchange,
    error: string | null = null,
  ) => {
    const language = sandboxLanguage(session.request.shopperLocale);
    const t = texts[language];
    const amount = formatMoney(session.request.amount.value, language);
    const action = `/checkoutshopper/sessions/${session.id}`;
    const describedBy = error ? html` aria-describedby="payment-error"` : '';
    const sections = session.methods.map((method) => {
      if (method === 'scheme')
        return html`<form
          method="post"
          action="${action}"
          aria-labelledby="card-title"
          ${describedBy}
        >
          <h2 id="card-title">${t.card}</h2>
          <input type="hidden" name="method" value="scheme" />
          <label for="card-number">${t.cardNumber}</label>
          <input
            type="text"
            id="card-number"
            name="number"
            inputmode="numeric"
            autocomplete="cc-number"
            required
          />
          <label for="card-expiry">${t.expiry}</label>
          <input
            type="text"
            id="card-expiry"
            name="expiry"
            autocomplete="cc-exp"
            placeholder="03/30"
            required
          />
          <label for="card-cvc">${t.cvc}</label>
          <input
            type="text"
            id="card-cvc"
            name="cvc"
            inputmode="numeric"
            autocomplete="cc-csc"
            required
          />
          <label for="card-holder">${t.holder}</label>
          <input type="text" id="card-holder" name="holder" autocomplete="cc-name" />
          <p class="hint">${t.cardHint}</p>
          <button type="submit">${t.payCard} (${amount})</button>
        </form>`;
      if (method === 'bizum')
        return html`<form
          method="post"
          action="${action}"
          aria-labelledby="bizum-title"
          ${describedBy}
        >
          <h2 id="bizum-title">${t.bizum}</h2>
          <input type="hidden" name="method" value="bizum" />
          <label for="bizum-phone">${t.phone}</label>
          <input type="tel" id="bizum-phone" name="phone" autocomplete="tel-national" required />
          <p class="hint">${t.bizumHint}</p>
          <button type="submit">${t.payBizum} (${amount})</button>
        </form>`;
      return html`<form
        method="post"
        action="${action}"
        aria-labelledby="klarna-title"
        ${describedBy}
      >
        <h2 id="klarna-title">${t.klarna}</h2>
        <input type="hidden" name="method" value="klarna_account" />
        <p class="hint">${t.klarnaHint}</p>
        <button type="submit" name="decision" value="approve">${t.approve}</button>
        <button type="submit" name="decision" value="refuse">${t.refuse}</button>
      </form>`;
    });
    exchange.sendHtml(
      status,
      renderSandboxPage({
        language,
        provider: 'Adyen',
        title: t.title,
        content: html`<p>
            ${t.summary}: <strong>${amount}</strong> · ${t.reference}: ${session.request.reference}
          </p>
          ${formError('payment-error', error)} ${sections}`,
      }),
    );
  };

  const closedPage = (exchange: SandboxExchange, session: Session | undefined) => {
    const language = sandboxLanguage(session?.request.shopperLocale);
    const t = texts[language];
    exchange.sendHtml(
      session ? 409 : 404,
      renderSandboxPage({
        language,
        provider: 'Adyen',
        title: t.title,
        content: html`<p>${session ? t.closed : t.notFound}</p>`,
      }),
    );
  };

  /** The shopper's decision, from the submitted form; null when the test data is not known. */
  const decide = (form: URLSearchParams): Result | 'hold' | null => {
    const method = form.get('method');
    if (method === 'scheme') {
      const number = (form.get('number') ?? '').replace(/[\s-]/g, '');
      const complete =
        /^(0[1-9]|1[0-2])\/?\d{2}$/.test(form.get('expiry')?.trim() ?? '') &&
        /^\d{3,4}$/.test(form.get('cvc')?.trim() ?? '');
      if (!complete) return null;
      if (number === adyenTestCards.authorised) return 'Authorised';
      if (number === adyenTestCards.refused) return 'Refused';
      return number === adyenTestCards.noAnswer ? 'hold' : null;
    }
    if (method === 'bizum') {
      const phone = (form.get('phone') ?? '').replace(/\D/g, '').replace(/^34(?=\d{9}$)/, '');
      if (phone === adyenTestBizumPhones.authorised) return 'Authorised';
      return phone === adyenTestBizumPhones.refused ? 'Refused' : null;
    }
    const decision = form.get('decision');
    return decision === 'approve' ? 'Authorised' : decision === 'refuse' ? 'Refused' : null;
  };

  const pay = (exchange: SandboxExchange, session: Session) => {
    const form = exchange.form();
    const method = form.get('method') ?? '';
    if (!session.methods.includes(method)) return page(session, 422, exchange);
    const decision = decide(form);
    if (decision === null) {
      const t = texts[sandboxLanguage(session.request.shopperLocale)];
      return page(session, 422, exchange, method === 'bizum' ? t.unknownPhone : t.unknownCard);
    }
    session.sessionResult = randomToken();
    byResult.set(session.sessionResult, session);
    if (decision === 'hold') session.held = true;
    else {
      session.status = decision === 'Authorised' ? 'completed' : 'refused';
      session.resultCode = decision;
      session.pspReference = randomCode(16);
      notify(session, method === 'scheme' ? 'visa' : method);
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
          return closedPage(exchange, session);
        return exchange.method === 'POST' ? pay(exchange, session) : page(session, 200, exchange);
      }
      if (exchange.headers['x-api-key'] !== apiKey)
        return adyenError(exchange, 401, 'security', 'HTTP Status Response - Unauthorized');
      if (exchange.method === 'POST' && path === '/v71/sessions') return createSession(exchange);
      const result = /^\/v71\/sessions\/([\w-]+)$/.exec(path);
      if (exchange.method === 'GET' && result?.[1]) return sessionResult(exchange, result[1]);
      if (exchange.method === 'POST' && path === '/v71/payments/details')
        return paymentDetails(exchange);
      adyenError(exchange, 404, 'validation', 'Not found');
    },
    { port },
  );
  origin = server.origin;
  return {
    url: server.url,
    close: async () => {
      notifier.close();
      await server.close();
    },
  };
}
