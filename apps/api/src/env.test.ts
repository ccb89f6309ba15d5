import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { merchantDetailsFromEnv } from './mail/merchant-details.ts';

/** What the webs send to follow the api's cache changes: required in production. */
const internalToken = { INTERNAL_API_TOKEN: 'i'.repeat(40) };

/** What production needs for e-mails, invoices and transfers. */
const productionMerchant = {
  SMTP_URL: 'smtps://shop:secret@mail.example.com',
  SELLER_LEGAL_NAME: 'Mamparas Shop, S.L.',
  SELLER_TAX_ID: 'B12345674',
  SELLER_ADDRESS: 'Calle Mayor 1, 28013 Madrid',
  BANK_TRANSFER_IBAN: 'ES91 2100 0418 4502 0005 1332',
  SHOP_NOTIFICATION_EMAIL: 'pedidos@mamparas.example.com',
  STAFF_APP_URL: 'https://gestion.mamparas.example.com',
};

/** The payment providers' real credentials, without which production would use sandboxes. */
const productionPayments = {
  ADYEN_API_URL: 'https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com/checkout',
  ADYEN_API_KEY: 'AQE-live-key',
  ADYEN_MERCHANT_ACCOUNT: 'MamparasECOM',
  ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  PAYPAL_CLIENT_ID: 'paypal-client',
  PAYPAL_CLIENT_SECRET: 'paypal-secret',
  SEQURA_MERCHANT_ID: 'mamparas',
  SEQURA_USER: 'mamparas',
  SEQURA_PASSWORD: 'sequra-secret',
};

describe('parseEnv', () => {
  it('gives every variable a development default', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 4000,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\.data$/);
    // No secret anyone could read in the code: the app makes one under DATA_DIR instead.
    expect(env.JWT_SECRET).toBeUndefined();
  });

  it('names the bad variable in one line', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(
      /^Invalid environment: PORT: .*\(got "eighty"\)$/,
    );
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('requires a real JWT secret in production and never echoes it', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET: required in production/,
    );
    expect(() => parseEnv({ JWT_SECRET: 'x'.repeat(31) })).toThrow(/JWT_SECRET/);
    const secret = 'x'.repeat(40);
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: secret,
      PLACES_API_KEY: 'key',
      ...internalToken,
      ...productionMerchant,
      ...productionPayments,
    };
    expect(parseEnv(production).JWT_SECRET).toBe(secret);
    expect(() => parseEnv({ ...production, PLACES_API_KEY: '' })).toThrow(/PLACES_API_KEY/);
    expect(() => parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'short' })).not.toThrow(/short/);
    expect(() => parseEnv({ ...production, INTERNAL_API_TOKEN: '' })).toThrow(
      /INTERNAL_API_TOKEN: required in production/,
    );
    expect(() => parseEnv({ ...production, INTERNAL_API_TOKEN: 'too-short' })).toThrow(
      /^Invalid environment: INTERNAL_API_TOKEN: [^"]*$/,
    );
  });

  it('requires the mail server, seller and bank account in production, never echoing SMTP_URL', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PLACES_API_KEY: 'key',
    };
    for (const name of Object.keys(productionMerchant)) {
      expect(() => parseEnv({ ...production, ...productionMerchant, [name]: '' })).toThrow(
        new RegExp(`${name}: required in production`),
      );
    }
    expect(() =>
      parseEnv({ ...production, ...productionMerchant, SMTP_URL: 'http://user:pw@mail' }),
    ).toThrow(/^(?!.*pw).*SMTP_URL/);
    expect(() => parseEnv({ BANK_TRANSFER_IBAN: 'not an iban' })).toThrow(/BANK_TRANSFER_IBAN/);
  });

  it('defaults the development storefront port to the one scripts/start.mjs uses', () => {
    expect(parseEnv({}).WEB_PORT).toBe(3000);
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
  });

  it('links the shop’s new-order e-mail to the staff app npm start serves, or to STAFF_APP_URL', () => {
    expect(merchantDetailsFromEnv(parseEnv({})).staffOrderUrl(7)).toBe(
      'http://localhost:3400/orders/7',
    );
    expect(
      merchantDetailsFromEnv(
        parseEnv({ STAFF_APP_URL: 'https://gestion.example/staff/' }),
      ).staffOrderUrl(7),
    ).toBe('https://gestion.example/staff/orders/7');
    expect(() => parseEnv({ SHOP_NOTIFICATION_EMAIL: 'not an address' })).toThrow(
      /SHOP_NOTIFICATION_EMAIL/,
    );
  });

  it('requires every payment credential in production and never echoes the secrets', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PLACES_API_KEY: 'key',
      ...internalToken,
      ...productionMerchant,
      ...productionPayments,
    };
    expect(parseEnv(production).PAYMENT_TIMEOUT_MS).toBe(10_000);
    for (const name of Object.keys(productionPayments))
      expect(() => parseEnv({ ...production, [name]: '' })).toThrow(
        new RegExp(`${name}: required in production`),
      );
    expect(() => parseEnv({ ADYEN_HMAC_KEY: 'not-hex-secret' })).toThrow(
      /^(?!.*not-hex-secret).*ADYEN_HMAC_KEY/,
    );
  });

  it('leaves payment providers unset outside production, so sandboxes stand in', () => {
    const env = parseEnv({});
    expect(env.ADYEN_API_URL).toBeUndefined();
    expect(env.PAYPAL_CLIENT_ID).toBeUndefined();
    expect(env.SEQURA_PASSWORD).toBeUndefined();
    expect(env).toMatchObject({ ADYEN_SANDBOX_PORT: 0, PAYMENT_TIMEOUT_MS: 10_000 });
    expect(() => parseEnv({ PAYMENT_TIMEOUT_MS: '5' })).toThrow(/PAYMENT_TIMEOUT_MS/);
  });

  it('keeps attempt counters in the database unless a redis:// REDIS_URL is given, never echoing it, and trusts loopback proxies', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined();
    expect(parseEnv({}).REDIS_KEY_PREFIX).toBe('shop:');
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
    expect(parseEnv({ TRUSTED_PROXIES: '10.0.0.5, 10.0.0.6' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.5',
      '10.0.0.6',
    ]);
    expect(() => parseEnv({ REDIS_URL: 'http://user:hidden@cache:6379' })).toThrow(
      /^(?!.*hidden).*REDIS_URL/,
    );
  });

  it('takes the S3 file store with all five S3 variables or none, naming the missing ones and never echoing the secret', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.eu-south-2.amazonaws.com',
      S3_BUCKET: 'mamparas-media',
      S3_REGION: 'eu-south-2',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 's3-secret-value',
    };
    expect(parseEnv(s3)).toMatchObject(s3);
    expect(parseEnv({}).S3_BUCKET).toBeUndefined();
    const halfSet = () => parseEnv({ ...s3, S3_REGION: undefined, S3_ACCESS_KEY_ID: '' });
    expect(halfSet).toThrow(
      /^Invalid environment: S3_REGION: required with S3_ENDPOINT, S3_BUCKET, S3_SECRET_ACCESS_KEY .*; S3_ACCESS_KEY_ID: required with/,
    );
    expect(() => parseEnv({ S3_SECRET_ACCESS_KEY: 's3-secret-value' })).not.toThrow(
      /s3-secret-value/,
    );
    expect(() => parseEnv({ ...s3, S3_ENDPOINT: 'ftp://files.example.com' })).toThrow(
      /S3_ENDPOINT: .*\(got "ftp:\/\/files.example.com"\)/,
    );
    expect(() => parseEnv({ ...s3, S3_BUCKET: 'Mamparas_Media' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() => parseEnv({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_SECRET_ACCESS_KEY: required with/,
    );
  });

  it('treats an empty value as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PUBLIC_API_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
