import type { FastifyRequest } from 'fastify';
import { loginForm } from '@shop/domain';
import { translate, type MessageKey } from '@shop/i18n';
import { ApiError } from '../../plugins/api-error.ts';
import {
  accountLimits,
  countAttempt,
  type RateLimit,
  type RateLimitStore,
} from '../../rate-limit/index.ts';
import { normalisedEmail, parseDomainForm } from './domain-form.ts';

/**
 * What to count an attempt against besides the e-mail: the caller's address. The web calls
 * the api from its own server, so for a trusted proxy (TRUSTED_PROXIES, loopback by default)
 * the browser's address is the last X-Forwarded-For entry, the one the web appended; a proxy
 * that forwards none is not counted at all, or every shopper behind it would share one
 * allowance. Any other caller is counted at its socket address, so it cannot pick its counter.
 */
export function callerSubjects(request: FastifyRequest, trustedProxies: readonly string[]) {
  const peer = request.socket.remoteAddress ?? request.ip;
  if (!trustedProxies.includes(peer)) return [`address:${peer}`];
  const forwarded = request.headers['x-forwarded-for'];
  const client = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .at(-1);
  return client === undefined ? [] : [`address:${client}`];
}

/** Seconds up to a minute and a half, whole minutes beyond, in the request's language. */
function waitText(request: FastifyRequest, seconds: number): string {
  return seconds <= 90
    ? translate(request.locale, 'authApi.wait.seconds', { count: seconds })
    : translate(request.locale, 'authApi.wait.minutes', { count: Math.ceil(seconds / 60) });
}

/** The 429 of an attempt limit: the wait in words, and in seconds as Retry-After. */
export function tooManyAttempts(request: FastifyRequest, seconds: number, messageKey: MessageKey) {
  return new ApiError(429, messageKey, { seconds, wait: waitText(request, seconds) });
}

/**
 * Counts one attempt per subject (address, e-mail...) and refuses with 429, the wait in words
 * and Retry-After, once any of them is over the limit.
 */
export async function limitAttempts(
  request: FastifyRequest,
  store: RateLimitStore,
  rule: RateLimit,
  subjects: readonly string[],
  messageKey: MessageKey,
): Promise<void> {
  const seconds = await countAttempt(store, rule, subjects);
  if (seconds === null) return;
  throw tooManyAttempts(request, seconds, messageKey);
}

/** Signing in checks presence only; the terms checkbox is the login page's business. */
const credentialsForm = loginForm.omit({ terms: true });

/**
 * The e-mail (normalised) and password of a sign-in: 400 for a malformed body, 429 once the
 * caller's address or the e-mail has had 10 failed sign-ins this minute (a right password is
 * then refused too, so guessing cannot go on). The attempt is counted before the password is
 * checked, atomically, so a burst of guesses at once cannot slip past the limit; a sign-in
 * that succeeds is then taken back (`succeeded()`), so a shop's staff signing in behind one
 * office address, or a customer signing in on each device, never lock themselves out.
 * `emailSubject` keeps customer and staff e-mails apart.
 */
export async function signInAttempt(
  request: FastifyRequest,
  { attempts, trustedProxies }: { attempts: RateLimitStore; trustedProxies: readonly string[] },
  emailSubject: 'email' | 'staff-email',
  messageKey: MessageKey,
): Promise<{ email: string; password: string; succeeded: () => Promise<void> }> {
  const credentials = parseDomainForm(credentialsForm, request.body);
  const email = normalisedEmail(credentials.email);
  const subjects = [...callerSubjects(request, trustedProxies), `${emailSubject}:${email}`];
  await limitAttempts(request, attempts, accountLimits.login, subjects, messageKey);
  return {
    email,
    password: credentials.password,
    succeeded: async () => {
      await Promise.all(
        subjects.map((subject) => attempts.forgive(`${accountLimits.login.name}:${subject}`)),
      );
    },
  };
}
