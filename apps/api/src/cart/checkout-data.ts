import {
  billingPostalCodeField,
  countryOf,
  defaultTaxIdType,
  domainErrorMessageKey,
  emailField,
  isDomainErrorCode,
  normaliseTaxId,
  phoneField,
  requiredText,
  shippingPostalCodeField,
  taxIdTypesByStore,
  validatePaymentMethod,
  validateTaxId,
  type DomainErrorCode,
  type StoreCode,
} from '@shop/domain';
import type { MessageKey } from '@shop/i18n';
import { z } from 'zod';
import type { CartCheckoutRequest } from '../contracts/cart.ts';
import type { CartRecord } from './cart-record.ts';
import type { FieldIssue } from './field-errors.ts';

const freeText = z.string().trim();

/** The domain's field rules of the edition, by request field. */
function fieldRules(store: StoreCode): Record<keyof CartCheckoutRequest, z.ZodType> {
  return {
    email: emailField,
    name: requiredText('required.name'),
    surnames: requiredText('required.surname'),
    phone: phoneField(store),
    shipping_address: requiredText('required.address'),
    shipping_number: requiredText('required.number'),
    shipping_flat: freeText,
    shipping_postal_code: shippingPostalCodeField(store),
    shipping_city: requiredText('required.city'),
    shipping_province: requiredText('required.province'),
    same_billing_data: z.boolean(),
    billing_business_name: requiredText('required.business_name'),
    billing_tax_id_type: z.enum(taxIdTypesByStore[store], { error: 'tax_id.type_invalid' }),
    billing_tax_id: requiredText('tax_id.required').transform(normaliseTaxId),
    billing_address: requiredText('required.address'),
    billing_number: requiredText('required.number'),
    billing_postal_code: billingPostalCodeField(store),
    billing_city: requiredText('required.city'),
    billing_province: requiredText('required.province'),
    payment_method_selected: z
      .string()
      .nullable()
      .superRefine((value, context) => {
        const error = value === null ? null : validatePaymentMethod(store, value);
        if (error) context.addIssue({ code: 'custom', message: error });
      }),
    observations: freeText,
  };
}

/** Request field -> carts column. */
export const checkoutColumns = {
  email: 'email',
  name: 'name',
  surnames: 'surnames',
  phone: 'phone',
  shipping_address: 'shippingAddress',
  shipping_number: 'shippingNumber',
  shipping_flat: 'shippingFlat',
  shipping_postal_code: 'shippingPostalCode',
  shipping_city: 'shippingCity',
  shipping_province: 'shippingProvince',
  same_billing_data: 'sameBillingData',
  billing_business_name: 'billingBusinessName',
  billing_tax_id_type: 'billingTaxIdType',
  billing_tax_id: 'billingTaxId',
  billing_address: 'billingAddress',
  billing_number: 'billingNumber',
  billing_postal_code: 'billingPostalCode',
  billing_city: 'billingCity',
  billing_province: 'billingProvince',
  payment_method_selected: 'paymentMethod',
  observations: 'observations',
} as const satisfies Record<keyof CartCheckoutRequest, keyof CartRecord>;

export type CheckoutChanges = Partial<
  Pick<CartRecord, (typeof checkoutColumns)[keyof typeof checkoutColumns]>
> &
  Pick<CartRecord, 'shippingCountry' | 'billingCountry'>;

function messageKeyOf(message: string): MessageKey {
  return isDomainErrorCode(message) ? domainErrorMessageKey(message) : 'api.invalidValue';
}

/** The tax id is checked against its type, the new one or the one the cart already has. */
function taxIdIssue(
  store: StoreCode,
  cart: CartRecord,
  changes: Partial<Record<string, unknown>>,
): DomainErrorCode | null {
  const type = changes.billingTaxIdType ?? cart.billingTaxIdType ?? defaultTaxIdType(store);
  const taxId = changes.billingTaxId ?? cart.billingTaxId;
  if (typeof type !== 'string' || typeof taxId !== 'string' || taxId === '') return null;
  return validateTaxId(store, type, taxId);
}

/**
 * PUT carts/{id}/: every field present checked with the domain's rules of the cart's edition,
 * all mistakes reported together, and nothing to save unless every field is right. The
 * country is the edition's whatever the client says.
 */
export function checkoutChanges(
  store: StoreCode,
  cart: CartRecord,
  body: CartCheckoutRequest,
): { ok: true; changes: CheckoutChanges } | { ok: false; issues: FieldIssue[] } {
  const rules = fieldRules(store);
  const issues: FieldIssue[] = [];
  const changes: Record<string, unknown> = {};
  for (const field of Object.keys(checkoutColumns) as (keyof CartCheckoutRequest)[]) {
    if (body[field] === undefined) continue;
    const parsed = rules[field].safeParse(body[field]);
    if (parsed.success) changes[checkoutColumns[field]] = parsed.data;
    else issues.push({ field, messageKey: messageKeyOf(parsed.error.issues[0]?.message ?? '') });
  }
  const touchesTaxId = body.billing_tax_id !== undefined || body.billing_tax_id_type !== undefined;
  const taxIdError = touchesTaxId ? taxIdIssue(store, cart, changes) : null;
  if (taxIdError && !issues.some((issue) => issue.field.startsWith('billing_tax_id')))
    issues.push({ field: 'billing_tax_id', messageKey: domainErrorMessageKey(taxIdError) });
  if (issues.length > 0) return { ok: false, issues };
  const country = countryOf(store);
  return {
    ok: true,
    changes: {
      ...(changes as Partial<CheckoutChanges>),
      shippingCountry: country,
      billingCountry: country,
    },
  };
}
