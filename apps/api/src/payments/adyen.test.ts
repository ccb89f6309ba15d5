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
  outcomeOfFailure,
  PaymentProviderError,
  PaymentProviderTimeoutError,
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

/** Starts a session and has the shopper submit the hosted page's form for the method. */
async function payOnHostedPage(
  method: 'card' | 'bizum' | 'klarna_account',
  values: Record<string, string>,
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
    expect(outcome).toMatchObject({ status: 'authorized', providerResult: 'completed' });
    expect(outcome.providerReference).toMatch(/^[A-Z0-9]{16}$/);
    expect(await adyen.paymentDetails(sessionResult)).toEqual({
      status: 'authorized',
      providerReference: outcome.providerReference,
      providerResult: 'Authorised',
      merchantReference: ref,
    });

    const notification = await receiver.next();
    expect(notification.path).toBe('/adyen');
    const check = adyen.verifyNotification(JSON.parse(notification.body));
    expect(check).toMatchObject({ readable: true, live: false });
    expect(check.items).toHaveLength(1);
    expect(check.items[0]).toMatchObject({
      valid: true,
      eventCode: 'AUTHORISATION',
      success: true,
      merchantReference: ref,
      pspReference: outcome.providerReference,
      amount: { value: 12_345, currency: 'EUR' },
      outcome: { status: 'authorized' },
    });
  });

  it('refuses 4000 0000 0000 0002 and notifies AUTHORISATION with success false', async () => {
    const { ref, submitted } = await payOnHostedPage('card', card('4000000000000002'));
    const { sessionId, sessionResult } = returnParameters(submitted.location);
    expect(await adyen.sessionOutcome(sessionId, sessionResult)).toMatchObject({
      status: 'refused',
      providerResult: 'refused',
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
    const ref = reference();
    const session = await adyen.createSession({
      reference: ref,
      amount: 29_900,
      method: 'klarna_account',
      returnUrl,
      countryCode: 'FR',
      shopperLocale: 'fr-FR',
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

  it('reads nothing from a body that is not a notification', () => {
    expect(adyen.verifyNotification({ hello: 'world' })).toEqual({
      readable: false,
      live: null,
      items: [],
    });
    expect(adyen.verifyNotification('[accepted]').readable).toBe(false);
  });
});
