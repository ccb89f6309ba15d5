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
});
