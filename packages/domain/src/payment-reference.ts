import type { StoreCode } from './edition.ts';
import { drawUniform, type RandomBytes } from './random-draw.ts';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const paymentReferenceRandomLength = 36;

/** Store code + timestamp (milliseconds) + 36 random alphanumerics, e.g. 'ESSM1767225600000aZ3...'. */
export function paymentReference(store: StoreCode, now: Date, randomBytes: RandomBytes): string {
  const random = drawUniform(alphabet.length, paymentReferenceRandomLength, randomBytes)
    .map((index) => alphabet.charAt(index))
    .join('');
  return `${store}${now.getTime()}${random}`;
}
