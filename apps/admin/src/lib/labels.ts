import { paymentMethodIds, staffRoles } from '@shop/domain';
import type { StaffTranslate } from '@shop/i18n/staff-app';
import { paymentStatuses } from './order-filters.ts';

/*
 * Words for the codes the api sends. A code this app does not know yet (a newer provider
 * state) shows as the api wrote it rather than breaking the screen.
 */

export function paymentMethodLabel(t: StaffTranslate, method: string): string {
  const known = paymentMethodIds.find((id) => id === method);
  return known ? t(`domain.paymentMethod.${known}`) : method;
}

export function paymentStatusLabel(t: StaffTranslate, status: string): string {
  const known = paymentStatuses.find((id) => id === status);
  return known ? t(`staffApp.orders.paymentStatuses.${known}`) : status;
}

/** What became of one payment attempt (the payments table), not of the order's money. */
const paymentAttemptStatuses = ['pending', 'authorized', 'error', 'cancelled', 'refunded'] as const;

export function paymentAttemptStatusLabel(t: StaffTranslate, status: string): string {
  const known = paymentAttemptStatuses.find((id) => id === status);
  return known ? t(`staffApp.order.paymentAttemptStatuses.${known}`) : status;
}

export function staffRoleLabel(t: StaffTranslate, role: string): string {
  const known = staffRoles.find((id) => id === role);
  return known ? t(`staffApp.roles.${known}`) : role;
}
