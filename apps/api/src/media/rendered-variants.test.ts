import { describe, expect, it } from 'vitest';
import { RenderedVariants } from './rendered-variants.ts';

describe('RenderedVariants', () => {
  it('evicts the least recently used variant past its bounds', () => {
    const cache = new RenderedVariants(2, 100);
    cache.set('a', Buffer.alloc(10));
    cache.set('b', Buffer.alloc(10));
    cache.get('a');
    cache.set('c', Buffer.alloc(10));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.set('big', Buffer.alloc(95));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('big')).toBeDefined();
  });

  it('loads once, and keeps nothing rendered from before a clear', async () => {
    const cache = new RenderedVariants();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return Buffer.from('bytes');
    };
    await cache.load('a', render);
    expect(await cache.load('a', render)).toEqual(Buffer.from('bytes'));
    expect(renders).toBe(1);
    cache.clear();
    expect(cache.get('a')).toBeUndefined();

    let finish = (_bytes: Buffer) => {};
    const slow = cache.load('b', () => new Promise<Buffer>((resolve) => (finish = resolve)));
    cache.clear();
    finish(Buffer.from('stale'));
    expect(await slow).toEqual(Buffer.from('stale'));
    expect(cache.get('b')).toBeUndefined();
  });
});
