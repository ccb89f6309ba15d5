import type { StoreCode } from './edition.ts';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 248 is the largest multiple of 62 below 256: bytes above it are dropped to avoid bias. */
const unbiasedLimit = 256 - (256 % alphabet.length);
export const paymentReferenceRandomLength = 36;

/** Crypto-random bytes, injected: crypto.getRandomValues in the browser, randomBytes on Node. */
export type RandomBytes = (count: number) => Uint8Array;

/** Store code + timestamp (milliseconds) + 36 random alphanumerics, e.g. 'ESSM1767225600000aZ3...'. */
export function paymentReference(store: StoreCode, now: Date, randomBytes: RandomBytes): string {
  let random = '';
  while (random.length < paymentReferenceRandomLength) {
    for (const byte of randomBytes(paymentReferenceRandomLength)) {
      if (byte < unbiasedLimit && random.length < paymentReferenceRandomLength)
        random += alphabet.charAt(byte % alphabet.length);
    }
  }
  return `${store}${now.getTime()}${random}`;
}
