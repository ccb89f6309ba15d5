import { z } from 'zod';
import type { StoreCode } from '../edition.ts';
import {
  defaultTaxIdType,
  normaliseTaxId,
  taxIdTypesByStore,
  validateTaxId,
} from '../tax-id/index.ts';
import {
  billingPostalCodeField,
  countryField,
  domainIssue,
  optionalCheckbox,
  optionalFlag,
  optionalText,
  phoneField,
  requiredText,
  shippingPostalCodeField,
} from './fields.ts';

function addressFields(store: StoreCode) {
  return {
    address: requiredText('required.address'),
    number: requiredText('required.number'),
    flat: optionalText(),
    city: requiredText('required.city'),
    province: requiredText('required.province'),
    country: countryField(store),
  };
}

export function shippingForm(store: StoreCode) {
  return z.object({
    phone: phoneField(store),
    ...addressFields(store),
    postal_code: shippingPostalCodeField(store),
    same_billing_data: optionalCheckbox(true),
  });
}

function billingShape(store: StoreCode) {
  return {
    business_name: requiredText('required.business_name'),
    tax_id_type: z
      .enum(taxIdTypesByStore[store], domainIssue('tax_id.type_invalid'))
      .optional()
      .default(defaultTaxIdType(store)),
    tax_id: requiredText('tax_id.required').transform(normaliseTaxId),
    name: requiredText('required.name'),
    surname: requiredText('required.surname'),
    ...addressFields(store),
    postal_code: billingPostalCodeField(store),
  };
}

/** The tax id is checked by its type, so the message names the wrong DNI, NIE or CIF. */
function taxIdMatchesType(store: StoreCode) {
  return (value: { tax_id_type: string; tax_id: string }, context: z.RefinementCtx) => {
    const error = validateTaxId(store, value.tax_id_type, value.tax_id);
    if (error) context.addIssue({ code: 'custom', message: error, path: ['tax_id'] });
  };
}

export function billingForm(store: StoreCode) {
  return z.object(billingShape(store)).superRefine(taxIdMatchesType(store));
}

/** Address book entries: the checkout's fields plus the default-address flag. */
export function addressBookShippingForm(store: StoreCode) {
  return shippingForm(store).omit({ same_billing_data: true }).extend({ default: optionalFlag });
}

export function addressBookBillingForm(store: StoreCode) {
  return z
    .object({ ...billingShape(store), default: optionalFlag })
    .superRefine(taxIdMatchesType(store));
}

/**
 * A placed order's addresses, corrected by staff with the checkout's own rules: the shipping
 * form without the "same billing data" choice (the order's phone is the delivery's phone), and
 * the checkout's billing fields (an order keeps the buyer's name apart and no billing flat).
 */
export function orderShippingForm(store: StoreCode) {
  return shippingForm(store).omit({ same_billing_data: true });
}

export function orderBillingForm(store: StoreCode) {
  return z
    .object(billingShape(store))
    .omit({ name: true, surname: true, flat: true })
    .superRefine(taxIdMatchesType(store));
}
