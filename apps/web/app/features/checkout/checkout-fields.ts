import type { Cart, CartCheckoutRequest } from '@shop/api/contracts';
import {
  billingForm,
  contactForm,
  defaultTaxIdType,
  isDomainErrorCode,
  normaliseTaxId,
  paymentMethodForm,
  shippingForm,
  type DomainErrorCode,
  type StoreCode,
  validateTaxId,
} from '@shop/domain';
import type { z } from 'zod';

/*
 * The checkout form's fields carry the cart's own names (PUT carts/{id}/), so the api's
 * `{field: [message]}` answers land next to the field that caused them. The domain's forms name
 * some fields differently; the tables below translate between the two.
 */

export const checkoutTextFields = [
  'email',
  'name',
  'surnames',
  'phone',
  'observations',
  'shipping_address',
  'shipping_number',
  'shipping_flat',
  'shipping_postal_code',
  'shipping_city',
  'shipping_province',
  'billing_business_name',
  'billing_tax_id_type',
  'billing_tax_id',
  'billing_address',
  'billing_number',
  'billing_postal_code',
  'billing_city',
  'billing_province',
  'payment_method_selected',
] as const;
export type CheckoutTextField = (typeof checkoutTextFields)[number];

/** The checkbox 'use different billing data' (the cart stores its opposite, same_billing_data). */
export const differentBillingField = 'different_billing';

export type CheckoutField = CheckoutTextField | typeof differentBillingField;

export type CheckoutValues = Record<CheckoutTextField, string> & { different_billing: boolean };

/** Messages by field, already worded in the page's language. */
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const billingTextFields = checkoutTextFields.filter((field) => field.startsWith('billing_'));

export function valuesFromForm(form: FormData): CheckoutValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values = Object.fromEntries(checkoutTextFields.map((field) => [field, text(field)]));
  return {
    ...(values as Record<CheckoutTextField, string>),
    different_billing: form.get(differentBillingField) !== null,
  };
}

/** What the cart already holds, so a reload finds everything that was saved. */
export function valuesFromCart(cart: Cart, store: StoreCode): CheckoutValues {
  const values = Object.fromEntries(
    checkoutTextFields.map((field) => [field, cart[field] ?? '']),
  ) as Record<CheckoutTextField, string>;
  return {
    ...values,
    billing_tax_id_type: values.billing_tax_id_type || defaultTaxIdType(store),
    different_billing: !cart.same_billing_data,
  };
}

type FieldMap = Record<string, CheckoutTextField | null>;

/* Domain form field -> checkout field; null for fields another section already reports. */
const contactFields: FieldMap = {
  email: 'email',
  name: 'name',
  surname: 'surnames',
  phone: 'phone',
  observations: 'observations',
  password: null,
};
const shippingFields: FieldMap = {
  phone: null,
  address: 'shipping_address',
  number: 'shipping_number',
  flat: 'shipping_flat',
  postal_code: 'shipping_postal_code',
  city: 'shipping_city',
  province: 'shipping_province',
  country: null,
  same_billing_data: null,
};
const billingFields: FieldMap = {
  business_name: 'billing_business_name',
  tax_id_type: 'billing_tax_id_type',
  tax_id: 'billing_tax_id',
  name: null,
  surname: null,
  address: 'billing_address',
  number: 'billing_number',
  postal_code: 'billing_postal_code',
  city: 'billing_city',
  province: 'billing_province',
  country: null,
};

function collectIssues(
  schema: z.ZodType,
  input: Record<string, unknown>,
  fields: FieldMap,
  into: Partial<Record<CheckoutTextField, DomainErrorCode>>,
) {
  const result = schema.safeParse(input);
  if (result.success) return;
  for (const issue of result.error.issues) {
    const field = fields[String(issue.path[0] ?? '')];
    if (field && !into[field] && isDomainErrorCode(issue.message)) into[field] = issue.message;
  }
}

export type CheckoutCheck = {
  /** The domain's error code of each wrong field. */
  errors: Partial<Record<CheckoutTextField, DomainErrorCode>>;
  /** The fields that passed, as PUT carts/{id}/ takes them: what the server may keep now. */
  valid: CartCheckoutRequest;
};

/**
 * Checks the whole checkout with the domain's forms for the edition. Billing is only checked
 * (and sent) when the customer asked for different billing data.
 */
export function checkCheckout(store: StoreCode, values: CheckoutValues): CheckoutCheck {
  const errors: CheckoutCheck['errors'] = {};
  collectIssues(
    contactForm(store),
    {
      email: values.email,
      name: values.name,
      surname: values.surnames,
      phone: values.phone,
      observations: values.observations,
    },
    contactFields,
    errors,
  );
  collectIssues(shippingForm(store), shippingAddressOf(values), shippingFields, errors);
  if (values.different_billing) {
    collectIssues(
      billingForm(store),
      { ...billingAddressOf(values), tax_id_type: values.billing_tax_id_type || undefined },
      billingFields,
      errors,
    );
    // The type check of the tax id waits for every other billing field; the customer should
    // not have to fill the address to learn the DNI is wrong.
    const taxIdError = validateTaxId(store, values.billing_tax_id_type, values.billing_tax_id);
    if (taxIdError && !errors.billing_tax_id_type) errors.billing_tax_id ??= taxIdError;
  }
  const payment = paymentMethodForm(store).safeParse({
    payment_method: values.payment_method_selected || undefined,
  });
  if (!payment.success) {
    const code = payment.error.issues[0]?.message;
    if (isDomainErrorCode(code)) errors.payment_method_selected = code;
  }
  return { errors, valid: validFields(values, errors) };
}

function validFields(values: CheckoutValues, errors: CheckoutCheck['errors']): CartCheckoutRequest {
  const sent = checkoutTextFields.filter(
    (field) =>
      !errors[field] &&
      (values.different_billing || !field.startsWith('billing_')) &&
      field !== 'payment_method_selected',
  );
  const valid: Record<string, string | boolean | null> = Object.fromEntries(
    sent.map((field) => [field, values[field].trim()]),
  );
  if ('billing_tax_id' in valid) valid.billing_tax_id = normaliseTaxId(values.billing_tax_id);
  // A tax id is only meaningful with its type: the type alone would be checked against the old id.
  if (!('billing_tax_id' in valid)) delete valid.billing_tax_id_type;
  if (!errors.payment_method_selected)
    valid.payment_method_selected = values.payment_method_selected;
  valid.same_billing_data = !values.different_billing;
  return valid as CartCheckoutRequest;
}

/** The checkout's delivery data as an address (the shipping form's and the address book's fields). */
export function shippingAddressOf(values: CheckoutValues) {
  return {
    phone: values.phone,
    address: values.shipping_address,
    number: values.shipping_number,
    flat: values.shipping_flat,
    postal_code: values.shipping_postal_code,
    city: values.shipping_city,
    province: values.shipping_province,
  };
}

/** The checkout's billing data as an address (the billing form's and the address book's fields). */
export function billingAddressOf(values: CheckoutValues) {
  return {
    business_name: values.billing_business_name,
    tax_id_type: values.billing_tax_id_type,
    tax_id: values.billing_tax_id,
    name: values.name,
    surname: values.surnames,
    address: values.billing_address,
    number: values.billing_number,
    postal_code: values.billing_postal_code,
    city: values.billing_city,
    province: values.billing_province,
  };
}
