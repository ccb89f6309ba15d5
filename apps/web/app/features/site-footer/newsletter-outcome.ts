/** The three answers of SPEC section 8 to a newsletter subscription. */
export const newsletterOutcomes = ['created', 'exists', 'error'] as const;
export type NewsletterOutcome = (typeof newsletterOutcomes)[number];

export function isNewsletterOutcome(value: string | null): value is NewsletterOutcome {
  return (newsletterOutcomes as readonly (string | null)[]).includes(value);
}
