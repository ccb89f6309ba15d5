import { randomUUID } from 'node:crypto';
import { formatMoney, sequraInstalmentOptions, validateSequraInstalments } from '@shop/domain';
import { z } from 'zod';
import {
  formError,
  html,
  renderSandboxPage,
  sandboxLanguage,
  type SandboxLanguage,
} from './sandbox-page.ts';
import {
  createNotifier,
  readBasicAuth,
  startSandboxServer,
  type SandboxExchange,
} from './sandbox-server.ts';
import type { SequraProductCode } from './sequra-ipn.ts';
import {
  changeState,
  orderAnswer,
  SandboxCart,
  updateCarts,
  type ManagedOrder,
} from './sequra-sandbox-orders.ts';

/** A customer with this e-mail gets no answer when the order is started. */
export const sequraNoAnswerEmail = 'timeout@example.com';

const texts = {
  es: {
    title: 'Financia tu compra con seQura',
    sp1: 'Divide tu pago en 3 partes, sin intereses.',
    pp3: 'Paga a plazos cómodos.',
    amount: 'Importe:',
    months: 'Número de meses',
    monthsOption: 'meses',
    hint: 'Simula la decisión de seQura sobre la financiación.',
    approve: 'Aprobar la financiación',
    refuse: 'Rechazar',
    chooseMonths: 'Elige el número de meses.',
    closed: 'Esta solicitud de financiación ya está resuelta.',
    notFound: 'Solicitud de financiación no encontrada.',
  },
  fr: {
    title: 'Financez votre achat avec seQura',
    sp1: 'Payez en 3 fois sans frais.',
    pp3: 'Payez en plusieurs mensualités.',
    amount: 'Montant :',
    months: 'Nombre de mois',
    monthsOption: 'mois',
    hint: 'Simulez la décision de seQura sur le financement.',
    approve: 'Approuver le financement',
    refuse: 'Refuser',
    chooseMonths: 'Choisissez le nombre de mois.',
    closed: 'Cette demande de financement est déjà traitée.',
    notFound: 'Demande de financement introuvable.',
  },
} satisfies Record<SandboxLanguage, Record<string, string>>;

const Address = z.object({
  given_names: z.string().min(1),
  surnames: z.string().min(1),
  address_line_1: z.string().min(1),
  postal_code: z.string().min(1),
  city: z.string().min(1),
  country_code: z.string().length(2),
});

const StartOrder = z.object({
  order: z.object({
    merchant: z.object({
      id: z.string().min(1),
      notify_url: z.url(),
      return_url: z.url(),
      abort_url: z.url().optional(),
      notification_parameters: z.record(z.string(), z.string()).default({}),
    }),
    cart: SandboxCart.extend({
      cart_ref: z.string().optional(),
      order_total_with_tax: z.number().int().min(0),
      items: SandboxCart.shape.items.min(1),
    }),
    delivery_address: Address,
    customer: z.object({
      given_names: z.string().min(1),
      surnames: z.string().min(1),
      email: z.email(),
      language_code: z.string().optional(),
    }),
    gui: z.object({ layout: z.string() }).optional(),
  }),
});

interface SandboxOrder extends ManagedOrder {
  uuid: string;
  request: z.infer<typeof StartOrder>['order'];
  product: SequraProductCode | null;
  months: number | null;
}

const products: readonly string[] = ['sp1', 'pp3'] satisfies SequraProductCode[];

/**
 * A local seQura Order API: start (204 + Location), the identification form (Basic auth, as the
 * shop fetches it to show it), the shopper's decision, the IPN, the merchant's confirmation or
 * cancellation, the order as GET shows it, and the Order Update API (refunds, cancellations).
 */
export async function startSequraSandbox({
  port = 0,
  merchantId,
  user,
  password,
}: {
  port?: number;
  merchantId: string;
  user: string;
  password: string;
}) {
  const orders = new Map<string, SandboxOrder>();
  const notifier = createNotifier();
  let origin = '';

  const conflict = (exchange: SandboxExchange, error: string) =>
    exchange.sendJson(409, { errors: [error] });

  const startOrder = (exchange: SandboxExchange) => {
    const parsed = StartOrder.safeParse(exchange.json());
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return conflict(
        exchange,
        `${issue?.path.join('.') ?? 'order'}: ${issue?.message ?? 'invalid'}`,
      );
    }
    const order = parsed.data.order;
    if (order.customer.email.toLowerCase() === sequraNoAnswerEmail) return exchange.hold();
    if (order.merchant.id !== merchantId)
      return conflict(exchange, 'merchant.id: unknown merchant');
    const lines = order.cart.items.reduce((sum, item) => sum + item.total_with_tax, 0);
    if (lines !== order.cart.order_total_with_tax)
      return conflict(exchange, 'cart.order_total_with_tax: does not match the items');
    const uuid = randomUUID();
    orders.set(uuid, {
      uuid,
      request: order,
      state: 'pending',
      merchantReference: null,
      unshipped: {
        currency: order.cart.currency,
        order_total_with_tax: order.cart.order_total_with_tax,
        items: order.cart.items,
      },
      shipped: { currency: order.cart.currency, order_total_with_tax: 0, items: [] },
      product: null,
      months: null,
    });
    exchange.sendEmpty(204, { location: `${origin}/orders/${uuid}` });
  };

  const formPage = (
    exchange: SandboxExchange,
    order: SandboxOrder | undefined,
    product: string,
    status = 200,
    error: string | null = null,
  ) => {
    const language = sandboxLanguage(order?.request.customer.language_code);
    const t = texts[language];
    if (!order || order.state !== 'pending')
      return exchange.sendHtml(
        order ? 409 : 404,
        renderSandboxPage({
          language,
          provider: 'seQura',
          title: t.title,
          content: html`<p>${order ? t.closed : t.notFound}</p>`,
        }),
      );
    const total = order.request.cart.order_total_with_tax;
    const months =
      product === 'pp3'
        ? html`<fieldset>
            <legend>${t.months}</legend>
            ${sequraInstalmentOptions(total).map(
              (count) =>
                html`<div>
                  <input
                    type="radio"
                    id="months-${count}"
                    name="months"
                    value="${count}"
                    required
                  /><label for="months-${count}">${count} ${t.monthsOption}</label>
                </div>`,
            )}
          </fieldset>`
        : '';
    exchange.sendHtml(
      status,
      renderSandboxPage({
        language,
        provider: 'seQura',
        title: t.title,
        content: html`<p>${product === 'pp3' ? t.pp3 : t.sp1}</p>
          <p>${t.amount} <strong>${formatMoney(total, language)}</strong></p>
          ${formError('sequra-error', error)}
          <form
            method="post"
            action="${origin}/checkout/orders/${order.uuid}"
            ${error ? html` aria-describedby="sequra-error"` : ''}
          >
            <input type="hidden" name="product" value="${product}" />
            ${months}
            <p class="hint">${t.hint}</p>
            <button type="submit" name="decision" value="approve">${t.approve}</button>
            <button type="submit" name="decision" value="refuse" formnovalidate>${t.refuse}</button>
          </form>`,
      }),
    );
  };

  const decide = (exchange: SandboxExchange, order: SandboxOrder | undefined) => {
    const form = exchange.form();
    const product = form.get('product') ?? '';
    if (!order || order.state !== 'pending') return formPage(exchange, order, product);
    if (!products.includes(product)) return formPage(exchange, order, 'sp1', 422);
    const merchant = order.request.merchant;
    if (form.get('decision') !== 'approve') {
      order.state = 'refused';
      return exchange.redirect(merchant.abort_url ?? merchant.return_url);
    }
    const months = Number(form.get('months'));
    if (
      product === 'pp3' &&
      validateSequraInstalments(months, order.request.cart.order_total_with_tax) !== null
    )
      return formPage(
        exchange,
        order,
        product,
        422,
        texts[sandboxLanguage(order.request.customer.language_code)].chooseMonths,
      );
    order.state = 'approved';
    order.product = product as SequraProductCode;
    order.months = product === 'pp3' ? months : 3;
    // seQura's own fields are set last so a notification parameter cannot shadow them.
    notifier.send({
      url: merchant.notify_url,
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams({
        ...merchant.notification_parameters,
        order_ref: order.uuid,
        product_code: product,
        sq_state: 'approved',
        approved_since: '0',
      }).toString(),
    });
    exchange.redirect(merchant.return_url);
  };

  /** A change is answered 204, or 409 with seQura's reason. */
  const answerChange = (exchange: SandboxExchange, problem: string | null) =>
    problem === null ? exchange.sendEmpty(204) : conflict(exchange, problem);

  const referenceTaken = (reference: string) =>
    [...orders.values()].some((order) => order.merchantReference === reference);

  const orderApi = (exchange: SandboxExchange, path: string) => {
    const byReference = /^\/merchants\/([^/]+)\/orders\/([^/]+)$/.exec(path);
    if (byReference?.[1] && byReference[2] && exchange.method === 'PUT') {
      const reference = decodeURIComponent(byReference[2]);
      const order = [...orders.values()].find((each) => each.merchantReference === reference);
      if (decodeURIComponent(byReference[1]) !== merchantId || !order)
        return exchange.sendJson(404, { errors: ['Order not found'] });
      return answerChange(exchange, updateCarts(order, exchange.json()));
    }
    const byUuid = /^\/orders\/([\w-]+)$/.exec(path);
    const order = byUuid?.[1] ? orders.get(byUuid[1]) : undefined;
    if (!byUuid || (exchange.method !== 'PUT' && exchange.method !== 'GET'))
      return exchange.sendJson(404, { errors: ['Not found'] });
    if (!order) return exchange.sendJson(404, { errors: ['Order not found'] });
    if (exchange.method === 'GET')
      return exchange.sendJson(200, orderAnswer(order, merchantId, order.request.cart));
    answerChange(exchange, changeState(order, exchange.json(), referenceTaken));
  };

  const server = await startSandboxServer(
    (exchange) => {
      const path = exchange.url.pathname;
      const shopper = /^\/checkout\/orders\/([\w-]+)$/.exec(path);
      if (shopper?.[1] && exchange.method === 'POST')
        return decide(exchange, orders.get(shopper[1]));
      const credentials = readBasicAuth(exchange.headers);
      if (credentials?.user !== user || credentials.password !== password)
        return exchange.sendEmpty(401, { 'www-authenticate': 'Basic realm="seQura"' });
      if (exchange.method === 'POST' && path === '/orders') return startOrder(exchange);
      const form = /^\/orders\/([\w-]+)\/form_v2$/.exec(path);
      if (form?.[1] && exchange.method === 'GET') {
        const product = exchange.url.searchParams.get('product') ?? 'sp1';
        if (!products.includes(product)) return conflict(exchange, `product: unknown ${product}`);
        return formPage(exchange, orders.get(form[1]), product);
      }
      orderApi(exchange, path);
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
