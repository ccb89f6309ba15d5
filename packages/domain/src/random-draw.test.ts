import { describe, expect, it } from 'vitest';
import { drawUniform } from './random-draw.ts';

/** Every byte value once, in order: what a perfectly uniform source gives over 256 bytes. */
const everyByte = (count: number) => Uint8Array.from({ length: count }, (_, index) => index % 256);

describe('drawUniform', () => {
  it('gives every symbol the same share of the usable bytes', () => {
    for (const size of [10, 62]) {
      const usable = 256 - (256 % size);
      const symbols = drawUniform(size, usable, () => everyByte(256));
      const counts = new Map<number, number>();
      for (const symbol of symbols) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
      expect(counts.size).toBe(size);
      expect(new Set(counts.values())).toEqual(new Set([usable / size]));
    }
  });

  it('draws again, a bounded number of times, when bytes are dropped', () => {
    const batches = [new Uint8Array([255, 254, 3]), new Uint8Array([251, 7, 9])];
    expect(drawUniform(10, 3, () => batches.shift() ?? new Uint8Array(0))).toEqual([3, 7, 9]);
    let calls = 0;
    const stuck = (count: number) => {
      calls += 1;
      return new Uint8Array(count).fill(255);
    };
    expect(() => drawUniform(10, 3, stuck)).toThrow(
      'the random source gave 0 usable bytes of 3 in 8 batches: it is broken',
    );
    expect(calls).toBe(8);
  });

  it('refuses an alphabet a byte cannot draw from, and a count of symbols that is not whole', () => {
    for (const size of [0, 1, 2.5, 257, Number.NaN])
      expect(() => drawUniform(size, 1, everyByte), String(size)).toThrow(RangeError);
    for (const count of [-1, 1.5, Infinity])
      expect(() => drawUniform(10, count, everyByte), String(count)).toThrow(RangeError);
  });
});
