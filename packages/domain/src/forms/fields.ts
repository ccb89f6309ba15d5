import { z } from 'zod';
import { countryOf, type StoreCode } from '../edition.ts';
import { isValidEmail } from '../email.ts';
import type { DomainErrorCode } from '../errors.ts';
import { isValidPhone, normalizePhone } from '../phone.ts';
import {
  validateAddressPostalCode,
  validatePostalCode,
  type PostalCodeError,
} from '../postal-code.ts';

/**
 * Field schemas shared by every form. Each issue's message is a domain error code, which the
 * web and the api translate with `domainErrorMessageKey`.
 */
export function domainIssue(code: DomainErrorCode): { error: DomainErrorCode } {
  return { error: code };
}

/** A missing value stops the checks there: "required" is the one message worth showing. */
function failAndStop(code: DomainErrorCode): { error: DomainErrorCode; abort: true } {
  return { error: code, abort: true };
}

export function requiredText(code: DomainErrorCode) {
  return z.string(domainIssue(code)).trim().min(1, failAndStop(code));
}

export function optionalText() {
  return z.string(domainIssue('field.invalid')).trim().optional().default('');
}

export const emailField = requiredText('email.required').refine(
  isValidEmail,
  domainIssue('email.invalid'),
);

const passwordMinLength = 6;

export const passwordField = z
  .string(domainIssue('password.required'))
  .min(1, failAndStop('password.required'))
  .min(passwordMinLength, domainIssue('password.min_length'));

/** Left empty it asks for nothing; typed, it follows the password rule. */
export const optionalPasswordField = z
  .string(domainIssue('field.invalid'))
  .refine(
    (value) => value === '' || value.length >= passwordMinLength,
    domainIssue('password.min_length'),
  )
  .optional();

/** Typed again to catch a typo; left empty it asks to be typed, not for a matching password. */
export const passwordConfirmationField = z
  .string(domainIssue('password.confirmation_required'))
  .min(1, failAndStop('password.confirmation_required'));

/**
 * Checkboxes that must be ticked. A boolean schema rather than literal(true), so Conform turns
 * the browser's 'on' into true before the check; JSON callers send true.
 */
export function acceptedField(code: DomainErrorCode) {
  return z.boolean(domainIssue(code)).refine((ticked) => ticked, domainIssue(code));
}

/** An unticked checkbox is absent from form data, so absence means false. */
export const optionalFlag = optionalCheckbox(false);

/** A box a browser posts as 'on' (Conform makes it true); anything else is a tampered form. */
export function optionalCheckbox(whenAbsent: boolean) {
  return z.boolean(domainIssue('field.invalid')).optional().default(whenAbsent);
}

/** Kept as digits (and a leading +), however the customer grouped them. */
export function phoneField(store: StoreCode) {
  return requiredText('phone.required')
    .refine((value) => isValidPhone(store, value), domainIssue('phone.invalid'))
    .transform(normalizePhone);
}

export function optionalPhoneField(store: StoreCode) {
  return optionalText()
    .refine((value) => value === '' || isValidPhone(store, value), domainIssue('phone.invalid'))
    .transform(normalizePhone);
}

/** A postal code checked by one of the postal-code rules, whose error is the issue. */
function postalCodeField(rule: (value: string) => PostalCodeError | null) {
  return z
    .string(domainIssue('postal_code.required'))
    .trim()
    .superRefine((value, context) => {
      const error = rule(value);
      if (error) context.addIssue({ code: 'custom', message: error });
    });
}

/** Where goods are delivered: 5 digits, and a place the edition ships to. */
export function shippingPostalCodeField(store: StoreCode) {
  return postalCodeField((value) => validatePostalCode(store, value));
}

/** A billing address needs a code of the edition's country only: invoices can go to the islands. */
export function billingPostalCodeField(store: StoreCode) {
  return postalCodeField((value) => validateAddressPostalCode(store, value));
}

/** The country is the edition's; the form may leave it out. */
export function countryField(store: StoreCode) {
  return z
    .literal(countryOf(store), domainIssue('country.not_edition'))
    .optional()
    .default(countryOf(store));
}

export function quantityField() {
  return z.coerce
    .number(domainIssue('quantity.invalid'))
    .int(domainIssue('quantity.invalid'))
    .min(1, domainIssue('quantity.invalid'));
}

/** Adds the 'password.mismatch' issue on the confirmation field. */
export function confirmationMatches(
  value: { password: string; password_confirmation: string },
  context: z.RefinementCtx,
): void {
  if (value.password !== value.password_confirmation) {
    context.addIssue({
      code: 'custom',
      message: 'password.mismatch',
      path: ['password_confirmation'],
    });
  }
}
