import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  modificationOutcomeOfFailure,
  outcomeOfFailure,
  PaymentProviderError,
  PaymentProviderTimeoutError,
  unknownSubject,
} from './payment-outcome.ts';
import { createSequraClient, type SequraOrderRequest } from './sequra-client.ts';
import { signSequraParameter } from './sequra-ipn.ts';
import { startSequraSandbox } from './sequra-sandbox.ts';
import {
  firstForm,
  startNotificationReceiver,
  submitForm,
  unlabelledInputs,
} from './testing/shopper.ts';

const credentials = {
  merchantId: 'mamparas-test',
  user: 'mamparas-test',
  password: 'sequra-test-password',
};
const returnUrl = 'https://shop.example/es/checkout/sequra/return/';
const abortUrl = 'https://shop.example/es/checkout/sequra/abort/';

let receiver: Awaited<ReturnType<typeof startNotificationReceiver>>;
let sandbox: Awaited<ReturnType<typeof startSequraSandbox>>;
let sequra: ReturnType<typeof createSequraClient>;

beforeAll(async () => {
  receiver = await startNotificationReceiver();
  sandbox = await startSequraSandbox(credentials);
  sequra = createSequraClient({
    ...credentials,
    baseUrl: sandbox.url,
    notifyUrl: `${receiver.url}/sequra/ipn`,
    timeoutMs: 5_000,
  });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

let counter = 0;

function orderRequest(overrides: Partial<SequraOrderRequest> = {}): SequraOrderRequest {
  const address = {
    givenNames: 'Ana',
    surnames: 'García López',
    addressLine1: 'Calle Mayor 1',
    postalCode: '28013',
    city: 'Madrid',
    countryCode: 'ES' as const,
  };
  return {
    reference: `ESSM1767225600000sequra${++counter}`,
    method: 'sequra_sp1',
    amount: 45_000,
    items: [
      { reference: 'MAMP-120', name: 'Mampara corredera 120', unitPrice: 22_000, quantity: 2 },
    ],
    shipping: { name: 'Envío', amount: 1_500 },
    discount: { reference: 'BIENVENIDA', name: 'Cupón', amount: 500 },
    deliveryAddress: address,
    customer: {
      givenNames: 'Ana',
      surnames: 'García López',
      email: 'ana@example.com',
      languageCode: 'es',
      loggedIn: false,
    },
    returnUrl,
    abortUrl,
    ...overrides,
  };
}

/** The shop starts the order, shows seQura's form, and the shopper decides on it. */
async function decide(request: SequraOrderRequest, values: Record<string, string>) {
  const { uuid } = await sequra.startOrder(request);
  const form = await sequra.identificationForm(uuid, request.method);
  const submitted = await submitForm(firstForm(form, sandbox.url), values);
  return { uuid, form, submitted };
}

describe('seQura through the sandbox', () => {
  it('approves sp1: form, redirect to return_url, signed IPN, confirmation authorizes', async () => {
    const request = orderRequest();
    const { uuid, form, submitted } = await decide(request, { decision: 'approve' });
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(await sequra.getOrder(uuid)).toEqual({
      state: 'approved',
      merchantReference: null,
      amount: 45_000,
      currency: 'EUR',
    });
    expect(form).toContain('<html lang="es">');
    expect(form).toContain('Sandbox');
    expect(form).toContain('450,00');
    expect(unlabelledInputs(form)).toEqual([]);
    expect(submitted).toMatchObject({ status: 303, location: returnUrl });

    const notification = await receiver.next();
    expect(notification.path).toBe('/sequra/ipn');
    expect(notification.contentType).toBe('application/x-www-form-urlencoded');
    const ipn = sequra.readIpn(new URLSearchParams(notification.body));
    expect(ipn).toEqual({
      valid: true,
      problem: null,
      orderUuid: uuid,
      reference: request.reference,
      productCode: 'sp1',
      method: 'sequra_sp1',
      state: 'approved',
      about: {
        providerPaymentId: uuid,
        merchantReference: request.reference,
        amount: null,
        currency: null,
      },
    });
    // seQura's confirmation answer (204) says nothing about the order: getOrder does.
    expect(await sequra.confirmOrder(uuid, { reference: request.reference })).toEqual({
      status: 'authorized',
      providerReference: uuid,
      providerResult: 'confirmed',
      about: unknownSubject(),
    });
    expect(await sequra.getOrder(uuid)).toEqual({
      state: 'confirmed',
      merchantReference: request.reference,
      amount: 45_000,
      currency: 'EUR',
    });
  });

  it('offers pp3 instalments, 18 months only from 390 €, and reads the IPN as a plain object', async () => {
    const below = orderRequest({
      method: 'sequra_pp3',
      amount: 38_999,
      items: [{ reference: 'MAMP-90', name: 'Mampara 90', unitPrice: 38_999, quantity: 1 }],
      shipping: undefined,
      discount: undefined,
    });
    const { uuid } = await sequra.startOrder(below);
    const belowForm = await sequra.identificationForm(uuid, 'sequra_pp3');
    expect(belowForm).toContain('months-12');
    expect(belowForm).not.toContain('months-18');

    const request = orderRequest({ method: 'sequra_pp3' });
    const { submitted } = await decide(request, { decision: 'approve', months: '18' });
    expect(submitted.status).toBe(303);
    const ipn = sequra.readIpn(
      Object.fromEntries(new URLSearchParams((await receiver.next()).body)),
    );
    expect(ipn).toMatchObject({ valid: true, productCode: 'pp3', method: 'sequra_pp3' });
  });

  it('sends a refused shopper to abort_url with no IPN, and the order cannot be confirmed', async () => {
    const request = orderRequest({
      customer: { ...orderRequest().customer, languageCode: 'fr' },
    });
    const { uuid, form, submitted } = await decide(request, { decision: 'refuse' });
    expect(form).toContain('<html lang="fr">');
    expect(submitted).toMatchObject({ status: 303, location: abortUrl });
    expect(await sequra.confirmOrder(uuid, { reference: request.reference })).toMatchObject({
      status: 'refused',
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.pending()).toBe(0);
  });

  it('times out for the no-answer customer: a typed error, nothing started', async () => {
    const impatient = createSequraClient({
      ...credentials,
      baseUrl: sandbox.url,
      notifyUrl: receiver.url,
      timeoutMs: 200,
    });
    const request = orderRequest({
      customer: { ...orderRequest().customer, email: 'timeout@example.com' },
    });
    const failure = await impatient.startOrder(request).catch((error) => error);
    expect(failure).toBeInstanceOf(PaymentProviderTimeoutError);
    expect(outcomeOfFailure(failure).status).toBe('error');
  });

  it('refuses wrong credentials and catches a cart whose lines do not add up', async () => {
    const wrong = createSequraClient({
      ...credentials,
      password: 'wrong',
      baseUrl: sandbox.url,
      notifyUrl: receiver.url,
    });
    const failure = await wrong.startOrder(orderRequest()).catch((error) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(failure).toMatchObject({ status: 401 });
    await expect(sequra.startOrder(orderRequest({ amount: 45_001 }))).rejects.toThrow(RangeError);
  });
});

/** An order approved by the shopper and confirmed by the shop, its IPN read. */
async function confirmedOrder(overrides: Partial<SequraOrderRequest> = {}) {
  const request = orderRequest(overrides);
  const { uuid } = await decide(request, { decision: 'approve' });
  await receiver.next();
  expect((await sequra.confirmOrder(uuid, { reference: request.reference })).status).toBe(
    'authorized',
  );
  return { request, uuid };
}

describe('seQura refunds through the Order Update API', () => {
  it('lowers the order by each refund, refuses more than is left, and a retry refunds once', async () => {
    const { request, uuid } = await confirmedOrder();
    const refund = (amount: number, reference: string) =>
      sequra.refund(uuid, { amount, reference: `${request.reference}-${reference}` });

    expect(await refund(5_000, 'R1')).toEqual({
      status: 'refunded',
      providerReference: `${request.reference}-R1`,
      providerResult: 'refunded',
    });
    expect((await sequra.getOrder(uuid))?.amount).toBe(40_000);
    expect((await refund(5_000, 'R1')).status).toBe('refunded');
    expect((await sequra.getOrder(uuid))?.amount).toBe(40_000);

    const over = await refund(40_001, 'R2');
    expect(over).toMatchObject({ status: 'refused', providerReference: null });
    expect(over.providerResult).toMatch(/order_total_with_tax cannot be negative/);
    expect((await sequra.getOrder(uuid))?.amount).toBe(40_000);

    expect((await refund(40_000, 'R3')).status).toBe('refunded');
    // Nothing left to pay is a cancelled order for seQura.
    expect(await sequra.getOrder(uuid)).toEqual({
      state: 'cancelled',
      merchantReference: request.reference,
      amount: 0,
      currency: 'EUR',
    });
    expect(await refund(1, 'R4')).toEqual({
      status: 'refused',
      providerReference: null,
      providerResult: 'cancelled',
    });
  });

  it('refuses the refund of an order the shopper refused, of one not confirmed and of an unknown one', async () => {
    const refused = await decide(orderRequest(), { decision: 'refuse' });
    expect(await sequra.refund(refused.uuid, { amount: 100, reference: 'R' })).toEqual({
      status: 'refused',
      providerReference: null,
      providerResult: 'refused',
    });
    const started = await sequra.startOrder(orderRequest());
    expect(
      (await sequra.refund(started.uuid, { amount: 100, reference: 'R' })).providerResult,
    ).toBe('pending');
    expect(
      await sequra.refund('00000000-0000-4000-8000-000000000000', { amount: 100, reference: 'R' }),
    ).toEqual({ status: 'refused', providerReference: null, providerResult: 'not_found' });
    expect(await sequra.getOrder('00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});

describe('seQura cancellations through the sandbox', () => {
  it('cancels a solicitation not decided yet: the shopper can no longer approve it', async () => {
    const request = orderRequest();
    const { uuid } = await sequra.startOrder(request);
    const form = await sequra.identificationForm(uuid, request.method);
    expect(await sequra.cancelOrder(uuid)).toEqual({
      status: 'cancelled',
      providerReference: null,
      providerResult: 'cancelled',
    });
    expect((await sequra.getOrder(uuid))?.state).toBe('cancelled');
    const submitted = await submitForm(firstForm(form, sandbox.url), { decision: 'approve' });
    expect(submitted.status).toBe(409);
    await expect(sequra.identificationForm(uuid, request.method)).rejects.toMatchObject({
      status: 409,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.pending()).toBe(0);
  });

  it('cancels a confirmed order by emptying its carts, again without harm', async () => {
    const { request, uuid } = await confirmedOrder();
    expect((await sequra.cancelOrder(uuid)).status).toBe('cancelled');
    expect(await sequra.getOrder(uuid)).toEqual({
      state: 'cancelled',
      merchantReference: request.reference,
      amount: 0,
      currency: 'EUR',
    });
    expect((await sequra.cancelOrder(uuid)).status).toBe('cancelled');
  });

  it('refuses to cancel a refused or an unknown order', async () => {
    const refused = await decide(orderRequest(), { decision: 'refuse' });
    expect(await sequra.cancelOrder(refused.uuid)).toEqual({
      status: 'refused',
      providerReference: null,
      providerResult: 'order.state: cannot become cancelled from refused',
    });
    expect((await sequra.cancelOrder('00000000-0000-4000-8000-000000000000')).status).toBe(
      'refused',
    );
  });

  it('reports an unreachable seQura as a provider failure on every order call', async () => {
    const closed = await startSequraSandbox(credentials);
    await closed.close();
    const unreachable = createSequraClient({
      ...credentials,
      baseUrl: closed.url,
      notifyUrl: receiver.url,
    });
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const call of [
      unreachable.getOrder(uuid),
      unreachable.cancelOrder(uuid),
      unreachable.refund(uuid, { amount: 100, reference: 'R' }),
    ]) {
      const failure = await call.catch((error) => error);
      expect(failure).toBeInstanceOf(PaymentProviderError);
      expect(modificationOutcomeOfFailure(failure)).toMatchObject({
        status: 'error',
        providerResult: 'failure',
      });
    }
  });
});

describe('seQura sandbox Order Update API', () => {
  const update = (path: string, order: unknown) =>
    fetch(`${sandbox.url}${path}`, {
      method: 'PUT',
      headers: {
        authorization: `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ order }),
    });
  const cart = (total: number, items: number[]) => ({
    currency: 'EUR',
    order_total_with_tax: total,
    items: items.map((value, index) => ({ reference: `item-${index}`, total_with_tax: value })),
  });

  it('answers 409 with its reason for carts that do not add up or that raise the total', async () => {
    const { request } = await confirmedOrder();
    const path = `/merchants/${credentials.merchantId}/orders/${encodeURIComponent(request.reference)}`;
    const mismatch = await update(path, {
      unshipped_cart: cart(0, []),
      shipped_cart: cart(5_097, [200, 295, -1_500, 6_060]),
    });
    expect(mismatch.status).toBe(409);
    expect(await mismatch.json()).toEqual({
      errors: [
        "Invalid data: In shipped_cart, items' total_with_tax add up to 5055 (200+295+-1500+6060) but order_total_with_tax is 5097. The diff is 42.",
      ],
    });
    const raised = await update(path, {
      unshipped_cart: cart(45_001, [45_001]),
      shipped_cart: cart(0, []),
    });
    expect(raised.status).toBe(409);
    const unknown = await update(`/merchants/${credentials.merchantId}/orders/ESSM-unknown`, {
      unshipped_cart: cart(0, []),
      shipped_cart: cart(0, []),
    });
    expect(unknown.status).toBe(404);
    const shipped = await update(path, {
      unshipped_cart: cart(0, []),
      shipped_cart: cart(45_000, [45_000]),
    });
    expect(shipped.status).toBe(204);
  });
});

describe('seQura IPN signature', () => {
  const ipn = (parameters: Record<string, string>) =>
    sequra.readIpn(
      new URLSearchParams({
        order_ref: 'uuid-1',
        product_code: 'sp1',
        sq_state: 'approved',
        ...parameters,
      }),
    );
  const reference = 'ESSM1767225600000abc';

  it('accepts our reference signed with the merchant password', () => {
    const signature = signSequraParameter(credentials.password, reference);
    expect(ipn({ order: reference, m_signature: signature })).toMatchObject({
      valid: true,
      reference,
    });
  });

  it('reports a wrong, a missing or a foreign signature, and an incomplete IPN', () => {
    const signature = signSequraParameter(credentials.password, reference);
    expect(ipn({ order: 'ESSM-other', m_signature: signature })).toMatchObject({
      valid: false,
      problem: 'bad_signature',
    });
    expect(
      ipn({ order: reference, m_signature: signSequraParameter('another password', reference) })
        .problem,
    ).toBe('bad_signature');
    expect(ipn({ order: reference })).toMatchObject({ valid: false, problem: 'unsigned' });
    expect(sequra.readIpn({ order: reference, m_signature: signature })).toMatchObject({
      valid: false,
      problem: 'incomplete',
    });
  });
});
