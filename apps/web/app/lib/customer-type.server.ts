import type { UserType } from '@shop/api/contracts';

/**
 * The customer type whose prices a page shows (SPEC section 1: C private, P professional).
 * The one place that decides it: there are no accounts yet, so every visitor is a private
 * customer; the session of a professional account will answer 'P' here.
 */
export function customerType(_request: Request): UserType {
  return 'C';
}
