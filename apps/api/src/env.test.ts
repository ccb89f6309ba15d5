import { describe, expect, it } from 'vitest';
import { demoJwtSecret, parseEnv } from './env.ts';

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
    expect(env.JWT_SECRET).toBe(demoJwtSecret);
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
    expect(() => parseEnv({ NODE_ENV: 'production', JWT_SECRET: demoJwtSecret })).toThrow(
      /JWT_SECRET/,
    );
    const secret = 'x'.repeat(40);
    const production = { NODE_ENV: 'production', JWT_SECRET: secret, PLACES_API_KEY: 'key' };
    expect(parseEnv(production).JWT_SECRET).toBe(secret);
    expect(() => parseEnv({ ...production, PLACES_API_KEY: '' })).toThrow(/PLACES_API_KEY/);
    expect(() => parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'short' })).not.toThrow(/short/);
  });

  it('treats an empty value as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PUBLIC_API_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
