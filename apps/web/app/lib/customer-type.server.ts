import type { UserType } from '@shop/api/contracts';
import { sessionCustomerType } from './auth-session.server.ts';

/**
 * The customer type whose prices a page shows (SPEC section 1: C private, P professional):
 * the signed-in account's type as the session recorded it, 'C' for guests.
 */
export function customerType(request: Request): UserType {
  return sessionCustomerType(request);
}
