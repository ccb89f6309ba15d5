import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export interface AdyenSandboxProcess {
  /** What the api needs to use this sandbox as its Adyen (ADYEN_API_URL and the credentials). */
  apiEnv: Record<string, string>;
  close(): Promise<void>;
}

const entry = fileURLToPath(new URL('./adyen-sandbox-main.ts', import.meta.url));
const bootTimeoutMs = 30_000;

/**
 * Starts the Adyen sandbox in a process of its own, posting notifications to `notificationUrl`
 * and redelivering an unaccepted one after each of `retryDelaysMs`. The api may be killed and
 * restarted around it; its sessions and pending notifications live on.
 */
export async function startAdyenSandboxProcess({
  notificationUrl,
  retryDelaysMs,
}: {
  notificationUrl: string;
  retryDelaysMs: readonly number[];
}): Promise<AdyenSandboxProcess> {
  const credentials = {
    ADYEN_API_KEY: randomBytes(16).toString('hex'),
    ADYEN_MERCHANT_ACCOUNT: 'CrashTestShop',
    ADYEN_HMAC_KEY: randomBytes(32).toString('hex').toUpperCase(),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      ...credentials,
      ADYEN_NOTIFICATION_URL: notificationUrl,
      ADYEN_NOTIFICATION_RETRY_DELAYS_MS: retryDelaysMs.join(','),
    },
  });
  const exited = once(child, 'exit');
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the Adyen sandbox did not start')),
      bootTimeoutMs,
    );
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const line = text.split('\n')[0];
      if (text.includes('\n') && line) {
        clearTimeout(timer);
        resolve(line);
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error('the Adyen sandbox exited while starting'));
    });
  });
  return {
    apiEnv: { ...credentials, ADYEN_API_URL: url },
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
