import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../env.ts';
import { paymentNotificationPaths, startPaymentProviders } from './payment-providers.ts';
import { firstForm, openPage, startNotificationReceiver, submitForm } from './testing/shopper.ts';

let receiver: Awaited<ReturnType<typeof startNotificationReceiver>>;
beforeAll(async () => {
  receiver = await startNotificationReceiver();
});
afterAll(() => receiver.close());

const testEnv = (extra: NodeJS.ProcessEnv = {}) => parseEnv({ NODE_ENV: 'test', ...extra });

describe('startPaymentProviders', () => {
  it('starts three loopback sandboxes when nothing is configured, and a card payment runs through', async () => {
    let apiUrl: string | undefined;
    const providers = await startPaymentProviders(testEnv(), { notificationBaseUrl: () => apiUrl });
    try {
      expect(Object.keys(providers.sandboxes).sort()).toEqual(['adyen', 'paypal', 'sequra']);
      for (const url of Object.values(providers.sandboxes))
        expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      // Known only once the api listens: read when the notification is sent.
      apiUrl = `${receiver.url}/`;

      const session = await providers.adyen.createSession({
        reference: 'ESSM1767225600000wired',
        amount: 9_900,
        method: 'card',
        returnUrl: 'https://shop.example/es/checkout/adyen/return/',
        countryCode: 'ES',
        shopperLocale: 'es-ES',
      });
      const page = await openPage(session.url);
      const submitted = await submitForm(firstForm(page.html, page.url), {
        number: '4111111111111111',
        expiry: '12/30',
        cvc: '123',
      });
      const back = new URL(submitted.location ?? '');
      const outcome = await providers.adyen.sessionOutcome(
        back.searchParams.get('sessionId') ?? '',
        back.searchParams.get('sessionResult') ?? '',
      );
      expect(outcome.status).toBe('authorized');
      const notification = await receiver.next();
      expect(notification.path).toBe(paymentNotificationPaths.adyen);
      expect(
        providers.adyen.verifyNotification(JSON.parse(notification.body)).items[0],
      ).toMatchObject({
        valid: true,
        merchantReference: 'ESSM1767225600000wired',
      });

      const order = await providers.paypal.createOrder({
        reference: 'ESSM1767225600000wired',
        amount: 9_900,
        returnUrl: 'https://shop.example/r',
        cancelUrl: 'https://shop.example/c',
        locale: 'es-ES',
        requestId: 'wired',
      });
      expect(order.approveUrl.startsWith(providers.sandboxes.paypal ?? '-')).toBe(true);
    } finally {
      await providers.close();
    }
  });

  it('switches a provider to the real service when its credentials are given', async () => {
    const providers = await startPaymentProviders(
      testEnv({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }),
      { notificationBaseUrl: receiver.url },
    );
    try {
      expect(Object.keys(providers.sandboxes).sort()).toEqual(['adyen', 'sequra']);
    } finally {
      await providers.close();
    }
  });

  it('refuses half a configuration rather than paying against the wrong service', async () => {
    await expect(
      startPaymentProviders(testEnv({ ADYEN_API_KEY: 'key' }), {
        notificationBaseUrl: receiver.url,
      }),
    ).rejects.toThrow(EnvError);
    await expect(
      startPaymentProviders(testEnv({ SEQURA_API_URL: 'https://sandbox.sequrapi.com' }), {
        notificationBaseUrl: receiver.url,
      }),
    ).rejects.toThrow(/SEQURA_MERCHANT_ID, SEQURA_USER, SEQURA_PASSWORD/);
  });
});
