import { timingSafeEqual } from 'node:crypto';

/**
 * The header the web sends INTERNAL_API_TOKEN in, to the api's endpoints meant for the shop's
 * own processes only (the change stream, cache-changes.ts). Not Authorization: the api reads
 * that as a customer's access token and refuses anything else in it.
 */
export const internalTokenHeader = 'x-internal-token';

/** The shortest INTERNAL_API_TOKEN the api and the web accept: shorter is no secret. */
export const internalTokenMinLength = 32;

/** Whether a request's header carries `secret`, compared in constant time. */
export function headerCarries(given: string | string[] | undefined, secret: string): boolean {
  const offered = Buffer.from(typeof given === 'string' ? given : '');
  const expected = Buffer.from(secret);
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}
