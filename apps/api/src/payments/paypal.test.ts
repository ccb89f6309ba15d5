import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  modificationOutcomeOfFailure,
  outcomeOfFailure,
  PaymentProviderError,
  PaymentProviderTimeoutError,
  unknownSubject,
} from './payment-outcome.ts';
import { centsOfPaypalAmount, createPayPalClient, paypalAmount } from './paypal-client.ts';
import { startPayPalSandbox } from './paypal-sandbox.ts';
import { firstForm, openPage, submitForm, unlabelledInputs } from './testing/shopper.ts';

const credentials = { clientId: 'test-client', clientSecret: 'test-secret' };
const returnUrl = 'https://shop.example/es/checkout/paypal/return/';
const cancelUrl = 'https://shop.example/es/checkout/paypal/cancel/';

let sandbox: Awaited<ReturnType<typeof startPayPalSandbox>>;
let paypal: ReturnType<typeof createPayPalClient>;

beforeAll(async () => {
  sandbox = await startPayPalSandbox(credentials);
  paypal = createPayPalClient({ ...credentials, baseUrl: sandbox.url, timeoutMs: 5_000 });
});
afterAll(() => sandbox.close());

let counter = 0;
const next = () => String(++counter);

async function createOrder(
  client = paypal,
  { amount = 12_345, locale = 'es-ES' }: { amount?: number; locale?: 'es-ES' | 'fr-FR' } = {},
) {
  const reference = `ESSM1767225600000paypal${next()}`;
  const order = await client.createOrder({
    reference,
    amount,
    returnUrl,
    cancelUrl,
    locale,
    requestId: `create-${reference}`,
  });
  return { reference, order };
}

/** The buyer logs in on the approval page with a sandbox account; returns where PayPal sends them. */
async function approveAs(approveUrl: string, email: string) {
  const page = await openPage(approveUrl);
  expect(page.status).toBe(200);
  return submitForm(firstForm(page.html, page.url), { email, password: 'any' });
}

describe('PayPal Orders v2 through the sandbox', () => {
  it('completes the capture of an order the buyer approved', async () => {
    const { reference, order } = await createOrder();
    expect(order.status).toBe('PAYER_ACTION_REQUIRED');
    expect(await paypal.getOrder(order.id)).toEqual({
      id: order.id,
      status: 'PAYER_ACTION_REQUIRED',
      referenceId: reference,
      amount: 12_345,
      currency: 'EUR',
      capture: null,
    });
    const page = await openPage(order.approveUrl);
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).toContain('Sandbox');
    expect(page.html).toContain('123,45');
    expect(unlabelledInputs(page.html)).toEqual([]);

    const approved = await approveAs(order.approveUrl, 'buyer@example.com');
    expect(approved.status).toBe(303);
    const back = new URL(approved.location ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(returnUrl);
    expect(back.searchParams.get('token')).toBe(order.id);
    expect(back.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);

    expect((await paypal.getOrder(order.id)).status).toBe('APPROVED');

    const captured = await paypal.captureOrder(order.id, { requestId: `capture-${order.id}` });
    expect(captured).toMatchObject({
      status: 'authorized',
      providerResult: 'COMPLETED',
      about: {
        providerPaymentId: order.id,
        merchantReference: reference,
        amount: 12_345,
        currency: 'EUR',
      },
    });
    expect(captured.providerReference).toMatch(/^[A-Z0-9]{17}$/);
    // A retried capture (same PayPal-Request-Id) gives the first answer, not a second charge.
    expect(await paypal.captureOrder(order.id, { requestId: `capture-${order.id}` })).toEqual(
      captured,
    );
    expect(await paypal.getOrder(order.id)).toEqual({
      id: order.id,
      status: 'COMPLETED',
      referenceId: reference,
      amount: 12_345,
      currency: 'EUR',
      capture: { id: captured.providerReference, status: 'COMPLETED', amount: 12_345 },
    });
  });

  it('refuses the capture for the declined account with INSTRUMENT_DECLINED', async () => {
    const { order } = await createOrder();
    expect((await approveAs(order.approveUrl, 'declined@example.com')).status).toBe(303);
    expect(await paypal.captureOrder(order.id, { requestId: `capture-${order.id}` })).toEqual({
      status: 'refused',
      providerReference: order.id,
      providerResult: 'INSTRUMENT_DECLINED',
      // PayPal's error answer names no order, so nothing is reported about one.
      about: unknownSubject(),
    });
    expect((await paypal.getOrder(order.id)).capture).toBeNull();
  });

  it('refuses to capture an order nobody approved', async () => {
    const { order } = await createOrder();
    expect(await paypal.captureOrder(order.id, { requestId: 'early' })).toMatchObject({
      status: 'refused',
      providerResult: 'ORDER_NOT_APPROVED',
    });
  });

  it('times out capturing for the no-answer account: a typed error, nothing captured', async () => {
    const impatient = createPayPalClient({ ...credentials, baseUrl: sandbox.url, timeoutMs: 200 });
    const { order } = await createOrder(impatient);
    await approveAs(order.approveUrl, 'timeout@example.com');
    const failure = await impatient
      .captureOrder(order.id, { requestId: `capture-${order.id}` })
      .catch((error) => error);
    expect(failure).toBeInstanceOf(PaymentProviderTimeoutError);
    expect(outcomeOfFailure(failure).status).toBe('error');
    expect((await paypal.getOrder(order.id)).status).toBe('APPROVED');
  });

  it('offers a cancel link back to the shop and keeps unknown accounts on the page, in French', async () => {
    const { order } = await createOrder(paypal, { locale: 'fr-FR' });
    const page = await openPage(order.approveUrl);
    expect(page.html).toContain('<html lang="fr">');
    const cancel = /<a href="([^"]+)">/.exec(page.html)?.[1]?.replaceAll('&amp;', '&');
    expect(cancel).toBe(`${cancelUrl}?token=${order.id}`);
    const unknown = await approveAs(order.approveUrl, 'someone@example.com');
    expect(unknown.status).toBe(422);
    expect(unknown.html).toContain('role="alert"');
    expect(unknown.html).toContain('comptes de test');
  });

  it('gives back the same order for a retried create with the same PayPal-Request-Id', async () => {
    const request = {
      reference: 'ESSM-retry',
      amount: 1_000,
      returnUrl,
      cancelUrl,
      locale: 'es-ES' as const,
      requestId: 'create-retry',
    };
    const first = await paypal.createOrder(request);
    expect((await paypal.createOrder(request)).id).toBe(first.id);
  });
});

/** An order created, approved by the paying buyer and captured; returns the capture. */
async function capturedOrder(amount: number) {
  const { reference, order } = await createOrder(paypal, { amount });
  await approveAs(order.approveUrl, 'buyer@example.com');
  const captured = await paypal.captureOrder(order.id, { requestId: `capture-${order.id}` });
  expect(captured.status).toBe('authorized');
  return { reference, order, captureId: captured.providerReference ?? '', captured };
}

describe('PayPal answers name their own order', () => {
  it('reports the order captured, not another one created alongside', async () => {
    const a = await capturedOrder(3_490);
    const b = await capturedOrder(5_000);
    expect(a.captured.about).toEqual({
      providerPaymentId: a.order.id,
      merchantReference: a.reference,
      amount: 3_490,
      currency: 'EUR',
    });
    expect(b.captured.about).toEqual({
      providerPaymentId: b.order.id,
      merchantReference: b.reference,
      amount: 5_000,
      currency: 'EUR',
    });
    expect((await paypal.getOrder(a.order.id)).capture?.id).toBe(a.captureId);
  });
});

describe('PayPal capture refunds through the sandbox', () => {
  it('refunds in parts up to the captured amount, and the order shows the capture refunded', async () => {
    const { order, captureId } = await capturedOrder(12_345);
    const refund = (amount: number, requestId: string) =>
      paypal.refundCapture(captureId, { amount, requestId: `${order.id}-${requestId}` });

    const first = await refund(2_345, 'first');
    expect(first).toMatchObject({ status: 'refunded', providerResult: 'COMPLETED' });
    expect(first.providerReference).toMatch(/^[A-Z0-9]{17}$/);
    // A retry with the same PayPal-Request-Id gives the first answer and refunds nothing more.
    expect(await refund(2_345, 'first')).toEqual(first);
    expect((await paypal.getOrder(order.id)).capture).toEqual({
      id: captureId,
      status: 'PARTIALLY_REFUNDED',
      amount: 12_345,
    });

    expect(await refund(10_001, 'too-much')).toEqual({
      status: 'refused',
      providerReference: null,
      providerResult: 'REFUND_AMOUNT_EXCEEDED',
    });
    expect((await refund(10_000, 'rest')).status).toBe('refunded');
    expect((await paypal.getOrder(order.id)).capture?.status).toBe('REFUNDED');
    expect(await refund(1, 'more')).toMatchObject({
      status: 'refused',
      providerResult: 'CAPTURE_FULLY_REFUNDED',
    });
  });

  it('refuses the refund of a capture PayPal does not know: a declined payment has none', async () => {
    expect(
      await paypal.refundCapture('UNKNOWNCAPTURE000', { amount: 100, requestId: 'unknown' }),
    ).toEqual({
      status: 'refused',
      providerReference: null,
      providerResult: 'INVALID_RESOURCE_ID',
    });
  });

  it('reports a refund PayPal cannot be asked as a provider failure', async () => {
    const wrong = createPayPalClient({
      ...credentials,
      clientSecret: 'wrong',
      baseUrl: sandbox.url,
    });
    const failure = await wrong
      .refundCapture('UNKNOWNCAPTURE000', { amount: 100, requestId: 'wrong' })
      .catch((error) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(modificationOutcomeOfFailure(failure)).toMatchObject({ status: 'error' });
  });
});

describe('PayPal access token', () => {
  it('is asked once, kept until shortly before it expires, then renewed', async () => {
    let clock = Date.parse('2026-03-02T10:00:00Z');
    const client = createPayPalClient({
      ...credentials,
      baseUrl: sandbox.url,
      now: () => clock,
    });
    const before = sandbox.tokensIssued();
    await Promise.all([createOrder(client), createOrder(client)]);
    await createOrder(client);
    expect(sandbox.tokensIssued()).toBe(before + 1);
    clock += 8 * 3_600_000;
    await createOrder(client);
    expect(sandbox.tokensIssued()).toBe(before + 1);
    clock += 3_600_000;
    await createOrder(client);
    expect(sandbox.tokensIssued()).toBe(before + 2);
  });

  it('renews a token PayPal no longer accepts', async () => {
    const shortLived = await startPayPalSandbox({ ...credentials, tokenLifetimeSeconds: 1 });
    try {
      // The client's clock stands still, so only PayPal's 401 can tell it the token expired.
      const client = createPayPalClient({ ...credentials, baseUrl: shortLived.url, now: () => 0 });
      await createOrder(client);
      await createOrder(client);
      expect(shortLived.tokensIssued()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await createOrder(client);
      expect(shortLived.tokensIssued()).toBe(2);
    } finally {
      await shortLived.close();
    }
  });

  it('reports wrong credentials as a provider failure', async () => {
    const wrong = createPayPalClient({
      ...credentials,
      clientSecret: 'wrong',
      baseUrl: sandbox.url,
    });
    const failure = await createOrder(wrong).catch((error) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(failure).toMatchObject({ status: 401 });
  });
});

describe('PayPal amounts', () => {
  it('writes cents as PayPal decimals and reads them back', () => {
    expect([paypalAmount(12_345), paypalAmount(5), paypalAmount(100_000)]).toEqual([
      '123.45',
      '0.05',
      '1000.00',
    ]);
    expect([
      centsOfPaypalAmount('123.45'),
      centsOfPaypalAmount('7.5'),
      centsOfPaypalAmount('x'),
    ]).toEqual([12_345, 750, null]);
  });
});
