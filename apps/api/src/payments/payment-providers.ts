import { randomBytes } from 'node:crypto';
import { EnvError, type Env } from '../env.ts';
import { createAdyenClient, type AdyenClient } from './adyen-client.ts';
import { startAdyenSandbox } from './adyen-sandbox.ts';
import type { PaymentProviderName } from './payment-outcome.ts';
import { createPayPalClient, type PayPalClient } from './paypal-client.ts';
import { startPayPalSandbox } from './paypal-sandbox.ts';
import { resolveUrl, trimBaseUrl, type LateUrl } from './provider-http.ts';
import type { RunningSandbox } from './sandbox-server.ts';
import { createSequraClient, type SequraClient } from './sequra-client.ts';
import { startSequraSandbox } from './sequra-sandbox.ts';

export type PaymentSettings = Pick<
  Env,
  | 'NODE_ENV'
  | 'PAYMENT_TIMEOUT_MS'
  | 'ADYEN_API_URL'
  | 'ADYEN_API_KEY'
  | 'ADYEN_MERCHANT_ACCOUNT'
  | 'ADYEN_HMAC_KEY'
  | 'ADYEN_SANDBOX_PORT'
  | 'PAYPAL_API_URL'
  | 'PAYPAL_CLIENT_ID'
  | 'PAYPAL_CLIENT_SECRET'
  | 'PAYPAL_SANDBOX_PORT'
  | 'SEQURA_API_URL'
  | 'SEQURA_MERCHANT_ID'
  | 'SEQURA_USER'
  | 'SEQURA_PASSWORD'
  | 'SEQURA_SANDBOX_PORT'
>;

/** Where the api receives provider notifications; the routes must be mounted at these paths. */
export const paymentNotificationPaths = {
  adyen: '/payment/v1/adyen/notifications/',
  sequra: '/payment/v1/sequra/payments/ipn/',
} as const;

/** The real services when credentials are given without a URL. Adyen live needs its own URL. */
export const paymentServiceUrls = {
  adyen: { test: 'https://checkout-test.adyen.com/checkout', live: null },
  paypal: { test: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' },
  sequra: { test: 'https://sandbox.sequrapi.com', live: 'https://live.sequrapi.com' },
} as const;

export interface PaymentProviders {
  adyen: AdyenClient;
  paypal: PayPalClient;
  sequra: SequraClient;
  /** The providers answered by an in-process sandbox, with its URL (for the boot log). */
  sandboxes: Partial<Record<PaymentProviderName, string>>;
  close(): Promise<void>;
}

type CredentialName =
  | 'ADYEN_API_KEY'
  | 'ADYEN_MERCHANT_ACCOUNT'
  | 'ADYEN_HMAC_KEY'
  | 'PAYPAL_CLIENT_ID'
  | 'PAYPAL_CLIENT_SECRET'
  | 'SEQURA_MERCHANT_ID'
  | 'SEQURA_USER'
  | 'SEQURA_PASSWORD';

/**
 * null: no URL and no credentials outside production, so the sandbox stands in. Otherwise every
 * credential must be there: half a configuration would silently pay against the wrong service.
 */
function realCredentials<Name extends CredentialName>(
  provider: PaymentProviderName,
  settings: PaymentSettings,
  url: string | undefined,
  names: readonly Name[],
): Record<Name, string> | null {
  const missing = names.filter((name) => settings[name] === undefined);
  if (missing.length === names.length && url === undefined && settings.NODE_ENV !== 'production')
    return null;
  if (missing.length > 0)
    throw new EnvError(
      `Invalid environment: ${missing.join(', ')}: required for the real ${provider} service`,
    );
  return Object.fromEntries(names.map((name) => [name, settings[name]])) as Record<Name, string>;
}

function serviceUrl(
  provider: PaymentProviderName,
  settings: PaymentSettings,
  given: string | undefined,
) {
  const url =
    given ?? paymentServiceUrls[provider][settings.NODE_ENV === 'production' ? 'live' : 'test'];
  if (!url) throw new EnvError(`Invalid environment: ${provider.toUpperCase()}_API_URL: required`);
  return url;
}

/** Each provider's credentials: all of them, or none (and no URL) for its sandbox. */
const credentialNames = {
  adyen: ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_HMAC_KEY'],
  paypal: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
  sequra: ['SEQURA_MERCHANT_ID', 'SEQURA_USER', 'SEQURA_PASSWORD'],
} as const;

const apiUrlNames = {
  adyen: 'ADYEN_API_URL',
  paypal: 'PAYPAL_API_URL',
  sequra: 'SEQURA_API_URL',
} as const;

/**
 * The providers `startPaymentProviders` would answer with an in-process sandbox. A sandbox's
 * payments live in the memory of the process that started it (with secrets of its own), so
 * only that process can refund or reconcile them: the background worker cannot.
 */
export function sandboxedProviders(settings: PaymentSettings): PaymentProviderName[] {
  return (Object.keys(credentialNames) as PaymentProviderName[]).filter(
    (provider) =>
      realCredentials(
        provider,
        settings,
        settings[apiUrlNames[provider]],
        credentialNames[provider],
      ) === null,
  );
}

/** Sandbox secrets are made per process: there is no default secret to leak or reuse. */
const secret = (bytes = 24) => randomBytes(bytes).toString('hex');

/**
 * The three payment adapters, each wired to its real service or to a sandbox started here on
 * loopback. `notificationBaseUrl` is the api's own base URL (a function when it is only known
 * once the api listens): notifications go to it plus `paymentNotificationPaths`.
 */
export async function startPaymentProviders(
  settings: PaymentSettings,
  { notificationBaseUrl }: { notificationBaseUrl: LateUrl },
): Promise<PaymentProviders> {
  const notificationUrl = (path: string) => () => {
    const base = resolveUrl(notificationBaseUrl);
    return base ? `${trimBaseUrl(base)}${path}` : undefined;
  };
  const timeoutMs = settings.PAYMENT_TIMEOUT_MS;
  const adyenCredentials = realCredentials(
    'adyen',
    settings,
    settings.ADYEN_API_URL,
    credentialNames.adyen,
  );
  const adyen = adyenCredentials && {
    apiKey: adyenCredentials.ADYEN_API_KEY,
    merchantAccount: adyenCredentials.ADYEN_MERCHANT_ACCOUNT,
    hmacKey: adyenCredentials.ADYEN_HMAC_KEY,
  };
  const paypalCredentials = realCredentials(
    'paypal',
    settings,
    settings.PAYPAL_API_URL,
    credentialNames.paypal,
  );
  const paypal = paypalCredentials && {
    clientId: paypalCredentials.PAYPAL_CLIENT_ID,
    clientSecret: paypalCredentials.PAYPAL_CLIENT_SECRET,
  };
  const sequraCredentials = realCredentials(
    'sequra',
    settings,
    settings.SEQURA_API_URL,
    credentialNames.sequra,
  );
  const sequra = sequraCredentials && {
    merchantId: sequraCredentials.SEQURA_MERCHANT_ID,
    user: sequraCredentials.SEQURA_USER,
    password: sequraCredentials.SEQURA_PASSWORD,
  };

  const running: RunningSandbox[] = [];
  const sandboxes: PaymentProviders['sandboxes'] = {};
  const closeAll = () => Promise.all(running.map((sandbox) => sandbox.close())).then(() => {});
  try {
    const adyenSettings = adyen
      ? { ...adyen, baseUrl: serviceUrl('adyen', settings, settings.ADYEN_API_URL) }
      : await (async () => {
          const credentials = {
            apiKey: secret(),
            merchantAccount: 'MamparasSandboxECOM',
            hmacKey: secret(32).toUpperCase(),
          };
          const sandbox = await startAdyenSandbox({
            ...credentials,
            port: settings.ADYEN_SANDBOX_PORT,
            notificationUrl: notificationUrl(paymentNotificationPaths.adyen),
          });
          running.push(sandbox);
          sandboxes.adyen = sandbox.url;
          return { ...credentials, baseUrl: sandbox.url };
        })();
    const paypalSettings = paypal
      ? { ...paypal, baseUrl: serviceUrl('paypal', settings, settings.PAYPAL_API_URL) }
      : await (async () => {
          const credentials = { clientId: `sandbox-${secret(8)}`, clientSecret: secret() };
          const sandbox = await startPayPalSandbox({
            ...credentials,
            port: settings.PAYPAL_SANDBOX_PORT,
          });
          running.push(sandbox);
          sandboxes.paypal = sandbox.url;
          return { ...credentials, baseUrl: sandbox.url };
        })();
    const sequraSettings = sequra
      ? { ...sequra, baseUrl: serviceUrl('sequra', settings, settings.SEQURA_API_URL) }
      : await (async () => {
          const credentials = {
            merchantId: 'mamparas-sandbox',
            user: 'mamparas-sandbox',
            password: secret(),
          };
          const sandbox = await startSequraSandbox({
            ...credentials,
            port: settings.SEQURA_SANDBOX_PORT,
          });
          running.push(sandbox);
          sandboxes.sequra = sandbox.url;
          return { ...credentials, baseUrl: sandbox.url };
        })();
    return {
      adyen: createAdyenClient({ ...adyenSettings, timeoutMs }),
      paypal: createPayPalClient({ ...paypalSettings, timeoutMs }),
      sequra: createSequraClient({
        ...sequraSettings,
        timeoutMs,
        notifyUrl: notificationUrl(paymentNotificationPaths.sequra),
      }),
      sandboxes,
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
