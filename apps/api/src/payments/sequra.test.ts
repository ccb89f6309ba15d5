import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  outcomeOfFailure,
  PaymentProviderError,
  PaymentProviderTimeoutError,
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
    });
    expect(await sequra.confirmOrder(uuid, { reference: request.reference })).toEqual({
      status: 'authorized',
      providerReference: uuid,
      providerResult: 'confirmed',
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
