import type { ConfiguratorError } from './configurator/types.ts';
import type { CouponError } from './coupon.ts';
import type { AppointmentError } from './installation/appointment.ts';
import type { PaymentMethodError } from './payment-methods.ts';
import type { PostalCodeError } from './postal-code.ts';
import type { ReturnError } from './returns.ts';
import type { TaxIdError } from './tax-id/index.ts';

/**
 * Every error the business rules can report, as a code. Codes never reach a customer as they
 * are: `domainErrorMessageKey` names the es/fr message in @shop/i18n ('domain.errors.<code>').
 */
export type DomainErrorCode =
  | TaxIdError
  | PostalCodeError
  | CouponError
  | ConfiguratorError
  | PaymentMethodError
  | ReturnError
  | AppointmentError
  | 'email.required'
  | 'email.invalid'
  | 'phone.required'
  | 'phone.invalid'
  | 'country.not_edition'
  | 'password.required'
  | 'password.min_length'
  | 'password.mismatch'
  | 'password.confirmation_required'
  | 'field.invalid'
  | 'required.name'
  | 'required.surname'
  | 'required.address'
  | 'required.number'
  | 'required.city'
  | 'required.province'
  | 'required.business_name'
  | 'required.order_number'
  | 'required.question'
  | 'required.privacy_policy'
  | 'required.terms'
  | 'question.name_too_long'
  | 'question.text_too_long'
  | 'coupon.remove_failed'
  | 'stock.out_of_stock'
  | 'payment.sequra_18_minimum'
  | 'payment.instalments_invalid'
  | 'payment.failed'
  | 'order.not_found'
  | 'order.transition_not_allowed'
  | 'auth.inactive_user'
  | 'auth.invalid_credentials'
  | 'auth.user_exists'
  | 'auth.no_account_for_email'
  | 'newsletter.already_subscribed';

/** Written as an object so the compiler refuses a code missing from the list, or one too many. */
const everyCode: Record<DomainErrorCode, true> = {
  'tax_id.required': true,
  'tax_id.type_invalid': true,
  'tax_id.dni_format': true,
  'tax_id.dni_control': true,
  'tax_id.nie_format': true,
  'tax_id.nie_control': true,
  'tax_id.cif_format': true,
  'tax_id.cif_control': true,
  'tax_id.cni_format': true,
  'tax_id.nss_format': true,
  'tax_id.nif_format': true,
  'postal_code.required': true,
  'postal_code.format': true,
  'postal_code.unknown': true,
  'postal_code.no_shipping_canary': true,
  'postal_code.no_shipping_ceuta_melilla': true,
  'postal_code.no_shipping_overseas': true,
  'postal_code.no_shipping_corsica': true,
  'postal_code.no_installer': true,
  'postal_code.outside_booked_province': true,
  'coupon.invalid': true,
  'coupon.expired': true,
  'coupon.already_used': true,
  'coupon.minimum_amount': true,
  'coupon.excluded_brands': true,
  'coupon.other_email': true,
  'coupon.email_limit': true,
  'coupon.remove_failed': true,
  'configurator.option_unknown': true,
  'configurator.complement_unknown': true,
  'configurator.complement_duplicate': true,
  'configurator.complement_type_locked': true,
  'configurator.option_required': true,
  'configurator.single_choice': true,
  'quantity.invalid': true,
  'measure.not_custom': true,
  'measure.required': true,
  'measure.invalid': true,
  'measure.below_minimum': true,
  'measure.above_maximum': true,
  'measure.total_above_maximum': true,
  'installation.city_unavailable': true,
  'payment.method_required': true,
  'payment.method_unavailable': true,
  'payment.sequra_18_minimum': true,
  'payment.instalments_invalid': true,
  'payment.failed': true,
  'return.made_to_measure': true,
  'return.service': true,
  'return.window_closed': true,
  'appointment.date_invalid': true,
  'appointment.past': true,
  'appointment.not_business_day': true,
  'appointment.window_invalid': true,
  'email.required': true,
  'email.invalid': true,
  'phone.required': true,
  'phone.invalid': true,
  'country.not_edition': true,
  'password.required': true,
  'password.min_length': true,
  'password.mismatch': true,
  'password.confirmation_required': true,
  'field.invalid': true,
  'required.name': true,
  'required.surname': true,
  'required.address': true,
  'required.number': true,
  'required.city': true,
  'required.province': true,
  'required.business_name': true,
  'required.order_number': true,
  'required.question': true,
  'required.privacy_policy': true,
  'required.terms': true,
  'question.name_too_long': true,
  'question.text_too_long': true,
  'stock.out_of_stock': true,
  'order.not_found': true,
  'order.transition_not_allowed': true,
  'auth.inactive_user': true,
  'auth.invalid_credentials': true,
  'auth.user_exists': true,
  'auth.no_account_for_email': true,
  'newsletter.already_subscribed': true,
};

export const domainErrorCodes = Object.keys(everyCode) as DomainErrorCode[];

/** Zod issues carry a code as their message; anything else is not one of ours. */
export function isDomainErrorCode(value: unknown): value is DomainErrorCode {
  return typeof value === 'string' && Object.hasOwn(everyCode, value);
}

export function domainErrorMessageKey<Code extends DomainErrorCode>(
  code: Code,
): `domain.errors.${Code}` {
  return `domain.errors.${code}`;
}
