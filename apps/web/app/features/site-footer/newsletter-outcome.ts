/**
 * The three answers of SPEC section 8 to a newsletter subscription, plus coming back after
 * leaving: subscribed again, without the welcome coupon (one per address).
 */
export const newsletterOutcomes = ['created', 'resubscribed', 'exists', 'error'] as const;
export type NewsletterOutcome = (typeof newsletterOutcomes)[number];

export function isNewsletterOutcome(value: string | null): value is NewsletterOutcome {
  return (newsletterOutcomes as readonly (string | null)[]).includes(value);
}
