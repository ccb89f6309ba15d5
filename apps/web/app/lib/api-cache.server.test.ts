import { describe, expect, it } from 'vitest';
import { cachedJson, sharedMaxAge } from './api-cache.server.ts';

describe('sharedMaxAge', () => {
  it.each([
    ['public, max-age=60', 60],
    ['max-age=60', 0],
    ['private, no-store', 0],
    ['public, no-store, max-age=60', 0],
    [null, 0],
  ])('%s -> %s', (header, seconds) => {
    expect(sharedMaxAge(header)).toBe(seconds);
  });
});

describe('cachedJson', () => {
  it('answers from memory until the max-age passes, then asks again', async () => {
    let clock = 0;
    let loads = 0;
    const load = async () => ({ body: ++loads, maxAgeSeconds: 10 });
    const key = `k-${Math.random()}`;
    expect(await cachedJson(key, load, () => clock)).toBe(1);
    clock = 9_999;
    expect(await cachedJson(key, load, () => clock)).toBe(1);
    clock = 10_001;
    expect(await cachedJson(key, load, () => clock)).toBe(2);
  });

  it('shares one request between concurrent callers and keeps nothing uncacheable', async () => {
    let loads = 0;
    const load = async () => ({ body: ++loads, maxAgeSeconds: 0 });
    const key = `k-${Math.random()}`;
    expect(await Promise.all([cachedJson(key, load), cachedJson(key, load)])).toEqual([1, 1]);
    expect(await cachedJson(key, load)).toBe(2);
  });

  it('does not keep a failure', async () => {
    const key = `k-${Math.random()}`;
    await expect(cachedJson(key, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cachedJson(key, async () => ({ body: 'ok', maxAgeSeconds: 5 }))).toBe('ok');
  });
});
