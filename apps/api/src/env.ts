import { fileURLToPath } from 'node:url';
import { internalTokenMinLength } from '@shop/ops';
import { z } from 'zod';
import { jwtSecretMinLength } from './auth/jwt-secret.ts';

const repositoryDataDir = fileURLToPath(new URL('../../../.data', import.meta.url));

/** Unset and empty mean the same thing, as in most shells and .env files. */
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Without these the payment providers would be sandboxes: never in production. */
const paymentCredentialNames = [
  'ADYEN_API_URL',
  'ADYEN_API_KEY',
  'ADYEN_MERCHANT_ACCOUNT',
  'ADYEN_HMAC_KEY',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'SEQURA_MERCHANT_ID',
  'SEQURA_USER',
  'SEQURA_PASSWORD',
] as const;

/** The S3-compatible file store: all of them, or none. */
const s3VariableNames = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
    DATA_DIR: z.string().min(1).default(repositoryDataDir),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    PUBLIC_API_URL: optional(z.url({ protocol: /^https?$/ })),
    /** Unset outside production: a random secret kept under DATA_DIR (auth/jwt-secret.ts). */
    JWT_SECRET: optional(z.string().min(jwtSecretMinLength)),
    /** How long shared caches may keep public catalogue answers; 0 disables it. */
    CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /**
     * The places Text Search service (unset: Google in production, else the sandbox started
     * in-process), its key (required for Google) and where the sandbox listens on loopback
     * (0: any free port).
     */
    PLACES_API_URL: optional(z.url({ protocol: /^https?$/ })),
    PLACES_API_KEY: optional(z.string().min(1)),
    PLACES_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
    /**
     * Payment providers (apps/api/src/payments). A provider without URL nor credentials is a
     * sandbox started in-process on loopback (port *_SANDBOX_PORT, 0: any free port);
     * credentials switch it to the real service (the URL given, else its test endpoint outside
     * production and its live one in production). Production requires every credential, and
     * ADYEN_API_URL because Adyen's live endpoint carries the merchant's prefix.
     */
    ADYEN_API_URL: optional(z.url({ protocol: /^https?$/ })),
    ADYEN_API_KEY: optional(z.string().min(1)),
    ADYEN_MERCHANT_ACCOUNT: optional(z.string().min(1)),
    ADYEN_HMAC_KEY: optional(z.string().regex(/^(?:[0-9a-fA-F]{2})+$/, 'must be hexadecimal')),
    ADYEN_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
    PAYPAL_API_URL: optional(z.url({ protocol: /^https?$/ })),
    PAYPAL_CLIENT_ID: optional(z.string().min(1)),
    PAYPAL_CLIENT_SECRET: optional(z.string().min(1)),
    PAYPAL_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
    SEQURA_API_URL: optional(z.url({ protocol: /^https?$/ })),
    SEQURA_MERCHANT_ID: optional(z.string().min(1)),
    SEQURA_USER: optional(z.string().min(1)),
    SEQURA_PASSWORD: optional(z.string().min(1)),
    SEQURA_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
    /** Longest wait for a payment provider; past it the payment is an error and nothing changes. */
    PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /**
     * Order e-mails: SMTP server (smtp:// or smtps://, credentials in the URL); unset writes
     * each message to <DATA_DIR>/outbox/ instead. MAIL_FROM replaces the per-edition sender.
     */
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
    MAIL_FROM: optional(z.string().min(3)),
    /**
     * Redis for the login, sign-up and password-recovery attempt counters (redis:// or
     * rediss://); unset keeps them in the database. Keys start with REDIS_KEY_PREFIX, so shops
     * (or test runs) sharing one Redis do not count each other's attempts.
     */
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
    REDIS_KEY_PREFIX: z.string().min(1).default('shop:'),
    /**
     * Callers whose X-Forwarded-For names the real client for those counters: the web's server
     * addresses, comma-separated (default: loopback, where the web runs beside the api).
     */
    TRUSTED_PROXIES: z
      .string()
      .default('127.0.0.1,::1,::ffff:127.0.0.1')
      .transform((list) =>
        list
          .split(',')
          .map((address) => address.trim())
          .filter((address) => address !== ''),
      ),
    /**
     * When set, GET /metrics asks for `X-Metrics-Token: <METRICS_TOKEN>`; unset, it is
     * open (keep the api's port private then, or scrape through a proxy that blocks /metrics).
     */
    METRICS_TOKEN: optional(z.string().min(16)),
    /**
     * What the shop's own processes send in X-Internal-Token to the api's internal endpoints
     * (the change stream the webs follow: cache-invalidation/). Unset, those refuse everyone;
     * required in production, the same on every api and web. `npm start` makes one per run.
     */
    INTERNAL_API_TOKEN: optional(z.string().min(internalTokenMinLength)),
    /**
     * The background worker's /healthz, /readyz and /metrics (apps/api/src/worker: run with
     * REDIS_URL and a PostgreSQL DATABASE_URL).
     */
    WORKER_PORT: z.coerce.number().int().min(0).max(65_535).default(4100),
    /** How long a SIGTERM waits for the requests in flight before closing their connections. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    /**
     * On SIGTERM, how long the process goes on serving with /readyz at 503 before it stops
     * accepting connections: more than the load balancer's check interval times its fall count,
     * so no new connection reaches a closed socket (0: close at once, as `npm start` wants).
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /** The storefront's port in development links (https://<store domain> in production). */
    WEB_PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
    /**
     * Staff are told of each new order (paid, or placed to be paid by transfer) at this address,
     * with a link to it in the staff app at STAFF_APP_URL (unset: a demo address, and
     * http://localhost:ADMIN_PORT where `npm start` serves it; both required in production).
     */
    SHOP_NOTIFICATION_EMAIL: optional(z.email()),
    STAFF_APP_URL: optional(z.url({ protocol: /^https?$/ })),
    ADMIN_PORT: z.coerce.number().int().min(1).max(65_535).default(3400),
    /** The seller printed on invoices and e-mails, and the account transfers are paid into. */
    SELLER_LEGAL_NAME: optional(z.string().min(1)),
    SELLER_TAX_ID: optional(z.string().min(1)),
    SELLER_ADDRESS: optional(z.string().min(1)),
    BANK_TRANSFER_IBAN: optional(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{11,40}$/)),
    BANK_TRANSFER_BIC: optional(z.string().regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/)),
    /**
     * The product photos' file store: an S3-compatible bucket, reached path-style
     * (<endpoint>/<bucket>/<key>, as MinIO, Ceph and R2 accept), when all five are set; none
     * set keeps them under DATA_DIR/media.
     */
    S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
    S3_BUCKET: optional(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)',
        ),
    ),
    S3_REGION: optional(
      z.string().regex(/^[a-z0-9-]+$/, 'must be a region such as eu-west-3 or auto'),
    ),
    S3_ACCESS_KEY_ID: optional(z.string().min(1)),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  })
  .transform((env, context) => {
    // Half an S3 configuration would quietly keep photos on one machine's disk.
    const s3Given = s3VariableNames.filter((name) => env[name] !== undefined);
    if (s3Given.length > 0 && s3Given.length < s3VariableNames.length) {
      for (const name of s3VariableNames)
        if (env[name] === undefined)
          context.addIssue({
            code: 'custom',
            path: [name],
            message: `required with ${s3Given.join(', ')} (the S3 file store needs all of ${s3VariableNames.join(', ')}, or none for DATA_DIR/media)`,
          });
      return z.NEVER;
    }
    if (env.NODE_ENV !== 'production') return env;
    // Production names every missing secret at once rather than one per failed boot. Its api
    // processes run on several machines, which a secret kept in one DATA_DIR cannot serve.
    const missing: { path: string; message: string }[] = [];
    if (env.JWT_SECRET === undefined)
      missing.push({
        path: 'JWT_SECRET',
        message: `required in production (${jwtSecretMinLength}+ random characters)`,
      });
    if (env.INTERNAL_API_TOKEN === undefined)
      missing.push({
        path: 'INTERNAL_API_TOKEN',
        message: `required in production (${internalTokenMinLength}+ random characters, the same for the webs)`,
      });
    if (env.PLACES_API_KEY === undefined)
      missing.push({ path: 'PLACES_API_KEY', message: 'required in production' });
    // Demo values stand in for these elsewhere; a customer must never get them.
    for (const name of [
      'SMTP_URL',
      'SELLER_LEGAL_NAME',
      'SELLER_TAX_ID',
      'SELLER_ADDRESS',
      'BANK_TRANSFER_IBAN',
      'SHOP_NOTIFICATION_EMAIL',
      'STAFF_APP_URL',
    ] as const)
      if (env[name] === undefined) missing.push({ path: name, message: 'required in production' });
    for (const name of paymentCredentialNames)
      if (env[name] === undefined) missing.push({ path: name, message: 'required in production' });
    for (const { path, message } of missing)
      context.addIssue({ code: 'custom', path: [path], message });
    if (missing.length > 0) return z.NEVER;
    return env;
  });

export type Env = z.infer<typeof EnvSchema>;

/** Never echoed back: a database URL carries its password. */
const secretNames = new Set([
  'JWT_SECRET',
  'DATABASE_URL',
  'PLACES_API_KEY',
  'SMTP_URL',
  'ADYEN_API_KEY',
  'ADYEN_HMAC_KEY',
  'PAYPAL_CLIENT_SECRET',
  'SEQURA_PASSWORD',
  'REDIS_URL',
  'METRICS_TOKEN',
  'INTERNAL_API_TOKEN',
  'S3_SECRET_ACCESS_KEY',
]);

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses the environment once at boot; the error is one line naming the bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const given = source[name];
    const shown = secretNames.has(name) || given === undefined ? '' : ` (got "${given}")`;
    return `${name}: ${issue.message}${shown}`;
  });
  throw new EnvError(`Invalid environment: ${problems.join('; ')}`);
}

/**
 * parseEnv for a process's entry point (api, worker, migrations): a bad environment prints its
 * one line and exits 1, with no stack trace.
 */
export function parseEnvOrExit(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
