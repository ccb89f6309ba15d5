import type { BillingAddress, ShippingAddress } from '../account/account-api.server.ts';
import type { CheckoutValues } from './checkout-fields.ts';

/*
 * The account holder's address book at the checkout: each saved address is a choice that fills
 * the form's fields, and 'new' empties them. Shared by the server (which applies a choice) and
 * the browser (which shows which saved address the fields hold).
 */

export type AddressBook = { shipping: ShippingAddress[]; billing: BillingAddress[] };
export type AddressKind = keyof AddressBook;

export const newAddressChoice = 'new';

/** The radios' names. */
export const addressChoiceFields = {
  shipping: 'shipping_choice',
  billing: 'billing_choice',
} as const satisfies Record<AddressKind, string>;

/** What a post that applies a choice carries as its intent (a button without JavaScript). */
export const addressChoiceIntents = {
  shipping: 'choose_shipping',
  billing: 'choose_billing',
} as const satisfies Record<AddressKind, string>;

const addressKinds: readonly AddressKind[] = ['shipping', 'billing'];

export function addressKindOfIntent(intent: unknown): AddressKind | null {
  return addressKinds.find((kind) => addressChoiceIntents[kind] === intent) ?? null;
}

export function addressKindOfField(name: string): AddressKind | null {
  return addressKinds.find((kind) => addressChoiceFields[kind] === name) ?? null;
}

/** The default address first, the rest as the address book lists them. */
export function defaultFirst<Address extends { is_default: boolean }>(list: Address[]): Address[] {
  return [...list.filter((a) => a.is_default), ...list.filter((a) => !a.is_default)];
}

const same = (saved: string, typed: string) =>
  saved.trim().toLowerCase() === typed.trim().toLowerCase();

/** A saved address is the one in the form when street, number and postal code match. */
export function isSameShippingAddress(address: ShippingAddress, values: CheckoutValues): boolean {
  return (
    same(address.address, values.shipping_address) &&
    same(address.number, values.shipping_number) &&
    same(address.postal_code, values.shipping_postal_code)
  );
}

/** A saved billing address is the form's when tax id, street, number and postal code match. */
export function isSameBillingAddress(address: BillingAddress, values: CheckoutValues): boolean {
  return (
    same(address.tax_id, values.billing_tax_id) &&
    same(address.address, values.billing_address) &&
    same(address.number, values.billing_number) &&
    same(address.postal_code, values.billing_postal_code)
  );
}

/** Which choice the form's values are: a saved address's id, or 'new'. */
export function currentAddressChoice(
  book: AddressBook,
  kind: AddressKind,
  values: CheckoutValues,
): string {
  const saved =
    kind === 'shipping'
      ? book.shipping.find((address) => isSameShippingAddress(address, values))
      : book.billing.find((address) => isSameBillingAddress(address, values));
  return saved ? String(saved.id) : newAddressChoice;
}

/** The checkout fields a saved shipping address fills: the recipient and where it goes. */
export function shippingValues(address: ShippingAddress) {
  return {
    name: address.name,
    surnames: address.surnames,
    phone: address.phone,
    shipping_address: address.address,
    shipping_number: address.number,
    shipping_flat: address.flat,
    shipping_postal_code: address.postal_code,
    shipping_city: address.city,
    shipping_province: address.province,
  } satisfies Partial<CheckoutValues>;
}

export function billingValues(address: BillingAddress) {
  return {
    billing_business_name: address.business_name,
    billing_tax_id_type: address.tax_id_type,
    billing_tax_id: address.tax_id,
    billing_address: address.address,
    billing_number: address.number,
    billing_postal_code: address.postal_code,
    billing_city: address.city,
    billing_province: address.province,
  } satisfies Partial<CheckoutValues>;
}

/**
 * The form's values with the chosen address in place: a saved one fills its fields, 'new'
 * empties them (the contact data stays). An id the book does not hold changes nothing.
 */
export function withAddressChoice(
  values: CheckoutValues,
  book: AddressBook,
  kind: AddressKind,
  choice: string,
): CheckoutValues {
  if (kind === 'shipping') {
    const saved = book.shipping.find((address) => String(address.id) === choice);
    if (saved) return { ...values, ...shippingValues(saved) };
    if (choice !== newAddressChoice) return values;
    return {
      ...values,
      shipping_address: '',
      shipping_number: '',
      shipping_flat: '',
      shipping_postal_code: '',
      shipping_city: '',
      shipping_province: '',
    };
  }
  const saved = book.billing.find((address) => String(address.id) === choice);
  if (saved) return { ...values, ...billingValues(saved), different_billing: true };
  if (choice !== newAddressChoice) return values;
  // The document type keeps its selection: it always holds one of the edition's types.
  return {
    ...values,
    different_billing: true,
    billing_business_name: '',
    billing_tax_id: '',
    billing_address: '',
    billing_number: '',
    billing_postal_code: '',
    billing_city: '',
    billing_province: '',
  };
}
