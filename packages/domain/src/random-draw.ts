/** Crypto-random bytes, injected: crypto.getRandomValues in the browser, randomBytes on Node. */
export type RandomBytes = (count: number) => Uint8Array;

/*
 * How many batches a draw may take. The shop's alphabets (10 digits, 62 letters and digits)
 * drop a byte with a chance of 6 or 8 in 256, so a sound source fails all 8 batches with a
 * chance below 1 in 10^12 even for a single symbol: running out means the source is broken,
 * stuck on values the draw drops or returning fewer bytes than asked.
 */
const maxBatches = 8;

/**
 * `count` symbols drawn uniformly from an alphabet of `size` (2 to 256) by rejection
 * sampling: a byte at or above the largest multiple of `size` that fits in a byte is dropped
 * instead of folded onto the alphabet, which would favour its first symbols. Bounded: a
 * source that keeps giving unusable bytes is refused rather than waited on forever.
 */
export function drawUniform(size: number, count: number, randomBytes: RandomBytes): number[] {
  if (!Number.isInteger(size) || size < 2 || size > 256)
    throw new RangeError(`an alphabet must have 2 to 256 symbols, got ${size}`);
  if (!Number.isSafeInteger(count) || count < 0)
    throw new RangeError(`a draw takes a whole number of symbols, got ${count}`);
  const unbiasedLimit = 256 - (256 % size);
  const drawn: number[] = [];
  for (let batch = 0; batch < maxBatches && drawn.length < count; batch += 1) {
    for (const byte of randomBytes(count)) {
      if (byte < unbiasedLimit && drawn.length < count) drawn.push(byte % size);
    }
  }
  if (drawn.length < count)
    throw new Error(
      `the random source gave ${drawn.length} usable bytes of ${count} in ${maxBatches} batches: it is broken`,
    );
  return drawn;
}
