import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdyenClient } from './adyen-client.ts';
import {
  signAdyenItem,
  verifyAdyenNotification,
  type NotificationRequestItem,
} from './adyen-notification.ts';
import { startAdyenSandbox } from './adyen-sandbox.ts';
import {
  modificationOutcomeOfFailure,
  outcomeOfFailure,
  PaymentProviderError,
  PaymentProviderTimeoutError,
  unknownSubject,
} from './payment-outcome.ts';
import {
  firstForm,
  openPage,
  startNotificationReceiver,
  submitForm,
  unlabelledInputs,
} from './testing/shopper.ts';

const hmacKey = randomBytes(32).toString('hex').toUpperCase();
const credentials = { apiKey: 'test-api-key', merchantAccount: 'MamparasTestECOM', hmacKey };
const returnUrl = 'https://shop.example/es/checkout/adyen/return/?order=ESSM-1';

let receiver: Awaited<ReturnType<typeof startNotificationReceiver>>;
let sandbox: Awaited<ReturnType<typeof startAdyenSandbox>>;
let adyen: ReturnType<typeof createAdyenClient>;

beforeAll(async () => {
  receiver = await startNotificationReceiver();
  sandbox = await startAdyenSandbox({ ...credentials, notificationUrl: `${receiver.url}/adyen` });
  adyen = createAdyenClient({ ...credentials, baseUrl: sandbox.url, timeoutMs: 5_000 });
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

let counter = 0;
const reference = () => `ESSM1767225600000${String(++counter).padStart(36, 'a')}`;

type Method = 'card' | 'bizum' | 'klarna_account';

/** Starts a session for a new payment reference. */
async function startSession(
  method: Method,
  { amount = 12_345, locale = 'es-ES' as 'es-ES' | 'fr-FR' } = {},
) {
  const ref = reference();
  const session = await adyen.createSession({
    reference: ref,
    amount,
    method,
    returnUrl,
    countryCode: locale === 'fr-FR' ? 'FR' : 'ES',
    shopperLocale: locale,
  });
  return { ref, session };
}

/** Starts a session and has the shopper submit the hosted page's form for the method. */
async function payOnHostedPage(
  method: Method,
  values: Record<string, string>,
  options: { amount?: number; locale?: 'es-ES' | 'fr-FR' } = {},
) {
  const { ref, session } = await startSession(method, options);
  const page = await openPage(session.url);
  const submitted = await submitForm(firstForm(page.html, page.url), values);
  return { ref, session, page, submitted };
}

function returnParameters(location: string | null) {
  expect(location).not.toBeNull();
  const url = new URL(location ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('https://shop.example/es/checkout/adyen/return/');
  expect(url.searchParams.get('order')).toBe('ESSM-1');
  return {
    sessionId: url.searchParams.get('sessionId') ?? '',
    sessionResult: url.searchParams.get('sessionResult') ?? '',
  };
}

const card = (number: string) => ({ number, expiry: '03/30', cvc: '737', holder: 'Ana García' });

describe('Adyen card payments through the sandbox', () => {
  it('authorizes 4111 1111 1111 1111: hosted page, return URL, session result, signed notification', async () => {
    const { ref, session, page, submitted } = await payOnHostedPage(
      'card',
      card('4111 1111 1111 1111'),
    );
    expect(session.id).toMatch(/^CS/);
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="es">');
    expect(page.html).toContain('Sandbox');
    expect(page.html).toContain('123,45');
    expect(unlabelledInputs(page.html)).toEqual([]);
    expect(submitted.status).toBe(303);

    const { sessionId, sessionResult } = returnParameters(submitted.location);
    expect(sessionId).toBe(session.id);
    const outcome = await adyen.sessionOutcome(sessionId, sessionResult);
    expect(outcome).toMatchObject({
      status: 'authorized',
      providerResult: 'completed',
      about: {
        providerPaymentId: session.id,
        merchantReference: ref,
        amount: 12_345,
        currency: 'EUR',
      },
    });
    expect(outcome.providerReference).toMatch(/^[A-Z0-9]{16}$/);
    expect(await adyen.paymentDetails(sessionResult)).toEqual({
      status: 'authorized',
      providerReference: outcome.providerReference,
      providerResult: 'Authorised',
      merchantReference: ref,
      // The /payments/details answer names no session.
      about: { providerPaymentId: null, merchantReference: ref, amount: 12_345, currency: 'EUR' },
    });

    const notification = await receiver.next();
    expect(notification.path).toBe('/adyen');
    const check = adyen.verifyNotification(JSON.parse(notification.body));
    expect(check).toMatchObject({ readable: true, live: false });
    expect(check.items).toHaveLength(1);
    expect(check.items[0]).toMatchObject({
      valid: true,
      eventCode: 'AUTHORISATION',
      kind: 'authorisation',
      success: true,
      merchantReference: ref,
      pspReference: outcome.providerReference,
      amount: { value: 12_345, currency: 'EUR' },
      currency: 'EUR',
      outcome: {
        status: 'authorized',
        providerReference: outcome.providerReference,
        about: { providerPaymentId: null, merchantReference: ref, amount: 12_345, currency: 'EUR' },
      },
      refund: null,
    });
  });

  it('refuses 4000 0000 0000 0002 and notifies AUTHORISATION with success false', async () => {
    const { ref, session, submitted } = await payOnHostedPage('card', card('4000000000000002'));
    const { sessionId, sessionResult } = returnParameters(submitted.location);
    // Adyen lists only authorised payments: a refused session reports no amount.
    expect(await adyen.sessionOutcome(sessionId, sessionResult)).toMatchObject({
      status: 'refused',
      providerResult: 'refused',
      about: {
        providerPaymentId: session.id,
        merchantReference: ref,
        amount: null,
        currency: null,
      },
    });
    const check = adyen.verifyNotification(JSON.parse((await receiver.next()).body));
    expect(check.items[0]).toMatchObject({
      valid: true,
      success: false,
      merchantReference: ref,
      outcome: { status: 'refused' },
    });
  });

  it('times out on 4000 0000 0000 9995: a typed error that becomes the error outcome', async () => {
    const impatient = createAdyenClient({ ...credentials, baseUrl: sandbox.url, timeoutMs: 200 });
    const { submitted } = await payOnHostedPage('card', card('4000000000009995'));
    const { sessionId, sessionResult } = returnParameters(submitted.location);
    const failure = await impatient
      .sessionOutcome(sessionId, sessionResult)
      .catch((error) => error);
    expect(failure).toBeInstanceOf(PaymentProviderTimeoutError);
    expect(outcomeOfFailure(failure)).toEqual({
      status: 'error',
      providerReference: null,
      providerResult: 'timeout',
      about: unknownSubject(),
    });
    await expect(impatient.paymentDetails(sessionResult)).rejects.toBeInstanceOf(
      PaymentProviderTimeoutError,
    );
  });

  it('keeps the shopper on the page with an error for a card that is not a test card', async () => {
    const { submitted } = await payOnHostedPage('card', card('5555 4444 3333 1111'));
    expect(submitted.status).toBe(422);
    expect(submitted.html).toContain('role="alert"');
    expect(submitted.html).toContain('tarjetas de prueba');
  });
});

describe('Adyen Bizum and Klarna through the sandbox', () => {
  it('authorizes Bizum 700000000 and refuses 700000002', async () => {
    const paid = await payOnHostedPage('bizum', { phone: '700 000 000' });
    const paidBack = returnParameters(paid.submitted.location);
    expect(paid.page.html).toContain('Bizum');
    expect((await adyen.sessionOutcome(paidBack.sessionId, paidBack.sessionResult)).status).toBe(
      'authorized',
    );
    const refused = await payOnHostedPage('bizum', { phone: '700000002' });
    const refusedBack = returnParameters(refused.submitted.location);
    expect(
      (await adyen.sessionOutcome(refusedBack.sessionId, refusedBack.sessionResult)).status,
    ).toBe('refused');
    const outcomes = [await receiver.next(), await receiver.next()].map(
      (notification) => adyen.verifyNotification(JSON.parse(notification.body)).items[0]?.success,
    );
    expect(outcomes).toEqual([true, false]);
  });

  it('shows Klarna in French with approve and refuse buttons', async () => {
    const { ref, session } = await startSession('klarna_account', {
      amount: 29_900,
      locale: 'fr-FR',
    });
    const page = await openPage(session.url);
    expect(page.html).toContain('<html lang="fr">');
    expect(page.html).toContain('299,00');
    const form = firstForm(page.html, page.url);
    expect(form.buttons.map((button) => button.value)).toEqual(['approve', 'refuse']);
    const submitted = await submitForm(form, { decision: 'refuse' });
    const back = returnParameters(submitted.location);
    expect(await adyen.sessionOutcome(back.sessionId, back.sessionResult)).toMatchObject({
      status: 'refused',
    });
    expect(
      adyen.verifyNotification(JSON.parse((await receiver.next()).body)).items[0],
    ).toMatchObject({
      merchantReference: ref,
      paymentMethod: 'klarna_account',
      success: false,
    });
    // A finished session takes no second payment.
    expect((await openPage(session.url)).status).toBe(409);
  });
});

describe('Adyen API answers', () => {
  it('gives back the same session for a retried start with the same idempotency key', async () => {
    const request = {
      reference: reference(),
      amount: 5_000,
      method: 'card' as const,
      returnUrl,
      countryCode: 'ES' as const,
      shopperLocale: 'es-ES' as const,
      idempotencyKey: 'start-payment-1',
    };
    const first = await adyen.createSession(request);
    expect((await adyen.createSession(request)).id).toBe(first.id);
  });

  it('reports a wrong API key as a provider failure', async () => {
    const wrongKey = createAdyenClient({ ...credentials, apiKey: 'wrong', baseUrl: sandbox.url });
    const failure = await wrongKey
      .createSession({
        reference: reference(),
        amount: 100,
        method: 'card',
        returnUrl,
        countryCode: 'ES',
        shopperLocale: 'es-ES',
      })
      .catch((error) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(failure).toMatchObject({ status: 401 });
    expect(outcomeOfFailure(failure).status).toBe('error');
  });
});

/** The next notification's single item, checked by the client. */
async function nextItem() {
  const check = adyen.verifyNotification(JSON.parse((await receiver.next()).body));
  expect(check.items).toHaveLength(1);
  return check.items[0];
}

/** A card payment authorised through the hosted page, its AUTHORISATION notification read. */
async function authorisedPayment(amount: number) {
  const { ref, session, submitted } = await payOnHostedPage('card', card('4111111111111111'), {
    amount,
  });
  const back = returnParameters(submitted.location);
  const outcome = await adyen.sessionOutcome(back.sessionId, back.sessionResult);
  expect(await nextItem()).toMatchObject({ kind: 'authorisation', success: true });
  return { ref, session, back, pspReference: outcome.providerReference ?? '' };
}

describe('Adyen answers name their own payment', () => {
  it('reports the paid session asked about, and refuses a sessionResult of another session', async () => {
    const a = await authorisedPayment(3_490);
    const b = await authorisedPayment(5_000);
    expect((await adyen.sessionOutcome(a.back.sessionId, a.back.sessionResult)).about).toEqual({
      providerPaymentId: a.session.id,
      merchantReference: a.ref,
      amount: 3_490,
      currency: 'EUR',
    });
    expect((await adyen.sessionOutcome(b.back.sessionId, b.back.sessionResult)).about).toEqual({
      providerPaymentId: b.session.id,
      merchantReference: b.ref,
      amount: 5_000,
      currency: 'EUR',
    });
    const swapped = await adyen
      .sessionOutcome(b.back.sessionId, a.back.sessionResult)
      .catch((error) => error);
    expect(swapped).toBeInstanceOf(PaymentProviderError);
    expect(swapped).toMatchObject({ status: 422 });
  });
});

describe('Adyen refunds through the sandbox', () => {
  const refund = (pspReference: string, amount: number, key: string) =>
    adyen.refund({ pspReference, amount, reference: `refund-${key}`, idempotencyKey: key });

  it('refunds in parts up to the captured amount; more fails in the signed REFUND notification', async () => {
    const { ref, pspReference } = await authorisedPayment(10_000);

    const first = await refund(pspReference, 3_000, `${ref}-1`);
    expect(first).toMatchObject({ status: 'pending', providerResult: 'received' });
    expect(first.providerReference).toMatch(/^[A-Z0-9]{16}$/);
    expect(await nextItem()).toMatchObject({
      valid: true,
      eventCode: 'REFUND',
      kind: 'refund',
      success: true,
      pspReference: first.providerReference,
      originalReference: pspReference,
      merchantReference: ref,
      amount: { value: 3_000, currency: 'EUR' },
      currency: 'EUR',
      outcome: null,
      refund: { status: 'refunded', providerReference: first.providerReference },
    });

    const rest = await refund(pspReference, 7_000, `${ref}-2`);
    expect(await nextItem()).toMatchObject({
      success: true,
      refund: { status: 'refunded', providerReference: rest.providerReference },
    });

    const over = await refund(pspReference, 1, `${ref}-3`);
    expect(over.status).toBe('pending');
    expect(await nextItem()).toMatchObject({
      valid: true,
      kind: 'refund',
      success: false,
      originalReference: pspReference,
      reason: 'Insufficient balance on payment',
      refund: { status: 'refused', providerResult: 'Insufficient balance on payment' },
    });
  });

  it('refunds a retried request (same Idempotency-Key) once', async () => {
    const { ref, pspReference } = await authorisedPayment(2_000);
    const first = await refund(pspReference, 2_000, `${ref}-once`);
    expect(await refund(pspReference, 2_000, `${ref}-once`)).toEqual(first);
    expect((await nextItem())?.success).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.pending()).toBe(0);
    // Had the retry refunded again, nothing would be left to refund.
    await refund(pspReference, 1, `${ref}-after`);
    expect(await nextItem()).toMatchObject({
      success: false,
      reason: 'Insufficient balance on payment',
    });
  });

  it('fails the refund of a refused or an unknown payment, and refuses an invalid amount at once', async () => {
    const { submitted } = await payOnHostedPage('card', card('4000000000000002'));
    const back = returnParameters(submitted.location);
    expect((await nextItem())?.success).toBe(false);
    const details = await adyen.paymentDetails(back.sessionResult);
    await refund(details.providerReference ?? '', 100, 'refused-payment');
    expect(await nextItem()).toMatchObject({
      kind: 'refund',
      success: false,
      reason: 'Original payment was not authorised',
      refund: { status: 'refused' },
    });

    await refund('QQQQQQQQQQQQQQQQ', 100, 'unknown-payment');
    expect(await nextItem()).toMatchObject({
      success: false,
      originalReference: 'QQQQQQQQQQQQQQQQ',
      merchantReference: '',
      reason: 'Transaction not found',
    });

    expect(await refund('QQQQQQQQQQQQQQQQ', 0, 'zero')).toMatchObject({
      status: 'refused',
      providerReference: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.pending()).toBe(0);
  });

  it('reports a wrong API key on a refund as a provider failure that becomes the error outcome', async () => {
    const wrongKey = createAdyenClient({ ...credentials, apiKey: 'wrong', baseUrl: sandbox.url });
    const failure = await wrongKey
      .refund({
        pspReference: 'QQQQQQQQQQQQQQQQ',
        amount: 100,
        reference: 'r',
        idempotencyKey: 'k',
      })
      .catch((error) => error);
    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(failure).toMatchObject({ status: 401 });
    expect(modificationOutcomeOfFailure(failure)).toEqual({
      status: 'error',
      providerReference: null,
      providerResult: 'failure',
    });
  });
});

describe('Adyen cancels by our reference through the sandbox', () => {
  const cancel = (merchantReference: string, client = adyen) =>
    client.cancel({
      merchantReference,
      reference: `${merchantReference}-cancel`,
      idempotencyKey: `cancel-${merchantReference}`,
    });

  it('closes a session not paid yet: its hosted page takes no payment any more', async () => {
    const { ref, session } = await startSession('card', { amount: 4_200 });
    const page = await openPage(session.url);
    const cancelled = await cancel(ref);
    expect(cancelled).toMatchObject({ status: 'pending', providerResult: 'received' });
    expect(await nextItem()).toMatchObject({
      valid: true,
      eventCode: 'TECHNICAL_CANCEL',
      kind: 'cancellation',
      success: true,
      pspReference: cancelled.providerReference,
      originalReference: null,
      merchantReference: ref,
      amount: { value: 4_200, currency: 'EUR' },
    });
    expect((await openPage(session.url)).status).toBe(409);
    const paid = await submitForm(firstForm(page.html, page.url), card('4111111111111111'));
    expect(paid.status).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.pending()).toBe(0);
  });

  it('cancels an authorised payment, which cannot be refunded afterwards', async () => {
    const { ref, pspReference } = await authorisedPayment(6_000);
    await cancel(ref);
    expect(await nextItem()).toMatchObject({
      kind: 'cancellation',
      success: true,
      originalReference: pspReference,
      merchantReference: ref,
      amount: { value: 6_000, currency: 'EUR' },
    });
    await adyen.refund({ pspReference, amount: 6_000, reference: 'r', idempotencyKey: `${ref}-r` });
    expect(await nextItem()).toMatchObject({ success: false, reason: 'Payment was cancelled' });
  });

  it('fails the cancel of a reference Adyen does not know', async () => {
    await cancel('ESSM-never-started');
    expect(await nextItem()).toMatchObject({
      kind: 'cancellation',
      success: false,
      reason: 'Transaction not found',
    });
  });

  it('times out cancelling the no-answer card payment: a typed error, the error outcome', async () => {
    const impatient = createAdyenClient({ ...credentials, baseUrl: sandbox.url, timeoutMs: 200 });
    const { ref } = await payOnHostedPage('card', card('4000000000009995'));
    const failure = await cancel(ref, impatient).catch((error) => error);
    expect(failure).toBeInstanceOf(PaymentProviderTimeoutError);
    expect(modificationOutcomeOfFailure(failure)).toMatchObject({
      status: 'error',
      providerResult: 'timeout',
    });
  });
});

describe('Adyen notification signatures', () => {
  const item: NotificationRequestItem = {
    pspReference: 'QFQTPCQ8HXSKGK82',
    merchantAccountCode: credentials.merchantAccount,
    merchantReference: 'ESSM1767225600000abc',
    amount: { value: 12_345, currency: 'EUR' },
    eventCode: 'AUTHORISATION',
    success: 'true',
  };
  const notification = (entries: NotificationRequestItem[]) => ({
    live: 'false',
    notificationItems: entries.map((entry) => ({ NotificationRequestItem: entry })),
  });
  const signed = (entry: NotificationRequestItem) => ({
    ...entry,
    additionalData: { hmacSignature: signAdyenItem(entry, hmacKey) },
  });

  it('accepts a correctly signed item and reports tampered, unsigned and foreign ones', () => {
    const tampered = { ...signed(item), amount: { value: 1, currency: 'EUR' } };
    const foreign = signed({ ...item, merchantAccountCode: 'SomeoneElseECOM' });
    const check = adyen.verifyNotification(notification([signed(item), tampered, item, foreign]));
    expect(check.items.map(({ valid, problem }) => ({ valid, problem }))).toEqual([
      { valid: true, problem: null },
      { valid: false, problem: 'bad_signature' },
      { valid: false, problem: 'unsigned' },
      { valid: false, problem: 'other_merchant' },
    ]);
  });

  it('signs the documented fields with the hex key as bytes, base64 encoded', () => {
    const key = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
    const expected = signAdyenItem(item, key);
    expect(Buffer.from(expected, 'base64')).toHaveLength(32);
    const sameWithAnotherKey = verifyAdyenNotification(notification([signed(item)]), key);
    expect(sameWithAnotherKey.items[0]?.problem).toBe('bad_signature');
    const own = verifyAdyenNotification(
      notification([{ ...item, additionalData: { hmacSignature: expected } }]),
      key,
    );
    expect(own.items[0]?.valid).toBe(true);
  });

  it('maps refund and cancellation events to what the caller acts on', () => {
    const event = (eventCode: string, success: 'true' | 'false', reason = '') =>
      signed({
        ...item,
        eventCode,
        success,
        reason,
        pspReference: 'REFUNDPSP0000001',
        originalReference: item.pspReference,
      });
    const check = adyen.verifyNotification(
      notification([
        event('REFUND', 'true'),
        event('REFUND', 'false', 'Insufficient balance on payment'),
        event('REFUND_FAILED', 'true', 'Refused by the scheme'),
        event('REFUNDED_REVERSED', 'true'),
        event('CANCELLATION', 'true'),
        event('TECHNICAL_CANCEL', 'true'),
        event('CHARGEBACK', 'true'),
      ]),
    );
    expect(check.items.every((entry) => entry.valid)).toBe(true);
    expect(check.items.map((entry) => entry.originalReference)).toEqual(
      Array(7).fill(item.pspReference),
    );
    const refundOutcome = (status: 'refunded' | 'refused', providerResult: string) => ({
      status,
      providerReference: 'REFUNDPSP0000001',
      providerResult,
    });
    expect(check.items.map(({ kind, refund }) => ({ kind, refund }))).toEqual([
      { kind: 'refund', refund: refundOutcome('refunded', 'REFUND') },
      { kind: 'refund', refund: refundOutcome('refused', 'Insufficient balance on payment') },
      { kind: 'refund', refund: refundOutcome('refused', 'Refused by the scheme') },
      { kind: 'refund', refund: refundOutcome('refused', 'REFUNDED_REVERSED') },
      { kind: 'cancellation', refund: null },
      { kind: 'cancellation', refund: null },
      { kind: 'other', refund: null },
    ]);
  });

  it('reads nothing from a body that is not a notification', () => {
    expect(adyen.verifyNotification({ hello: 'world' })).toEqual({
      readable: false,
      live: null,
      items: [],
    });
    expect(adyen.verifyNotification('[accepted]').readable).toBe(false);
  });
});
