import type { RateLimit } from './rate-limiter.ts';

/**
 * Limits of the account calls whose answers tell whether an e-mail has an account, or that
 * guess passwords. Each counts per caller address and per e-mail; after 10 failed logins in
 * a minute from one address or for one e-mail the next is refused (a success counts nothing).
 * README.md in routes/auth-users lists them.
 */
export const accountLimits = {
  login: { name: 'login', limit: 10, windowSeconds: 60 },
  passwordReset: { name: 'reset-password', limit: 5, windowSeconds: 15 * 60 },
  activationResend: { name: 'resend-activation', limit: 5, windowSeconds: 15 * 60 },
  signUp: { name: 'signup', limit: 10, windowSeconds: 60 * 60 },
  /**
   * Newsletter subscriptions e-mail whatever address they are given: per e-mail, so nobody's
   * inbox can be flooded with welcome messages (a person subscribes once; 3 leaves room for a
   * change of mind), and per caller, so one client cannot mail a list of strangers.
   */
  newsletterEmail: { name: 'newsletter-email', limit: 3, windowSeconds: 60 * 60 },
  newsletterCaller: { name: 'newsletter-caller', limit: 20, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;
