/**
 * The Adyen sandbox as a process of its own (adyen-sandbox-process.ts starts it), so it outlives
 * an api that is killed: it keeps posting the notifications the api did not accept, as Adyen
 * does. Settings come from the environment; the first line on stdout is its URL.
 */
import { startAdyenSandbox } from '../adyen-sandbox.ts';

const setting = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const sandbox = await startAdyenSandbox({
  apiKey: setting('ADYEN_API_KEY'),
  merchantAccount: setting('ADYEN_MERCHANT_ACCOUNT'),
  hmacKey: setting('ADYEN_HMAC_KEY'),
  notificationUrl: setting('ADYEN_NOTIFICATION_URL'),
  notificationRetryDelaysMs: setting('ADYEN_NOTIFICATION_RETRY_DELAYS_MS').split(',').map(Number),
});
process.stdout.write(`${sandbox.url}\n`);
process.once('SIGTERM', () => void sandbox.close().then(() => process.exit(0)));
