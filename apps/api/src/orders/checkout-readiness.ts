import {
  billingForm,
  contactForm,
  countryOf,
  domainErrorMessageKey,
  isDomainErrorCode,
  shippingForm,
} from '@shop/domain';
import type { MessageKey } from '@shop/i18n';
import type { z } from 'zod';
import { storeOf, type CartRecord } from '../cart/cart-record.ts';
import { FieldErrors, type FieldIssue } from '../cart/field-errors.ts';
import type { PricedCart } from '../cart/price-cart.ts';
import { ApiError } from '../plugins/api-error.ts';

/** The order columns a checkout fills in, all checked. */
export interface CheckoutData {
  email: string;
  name: string;
  surnames: string;
  phone: string;
  shippingAddress: string;
  shippingNumber: string;
  shippingFlat: string;
  shippingPostalCode: string;
  shippingCity: string;
  shippingProvince: string;
  shippingCountry: string;
  billingBusinessName: string;
  billingTaxIdType: string;
  billingTaxId: string;
  billingAddress: string;
  billingNumber: string;
  billingPostalCode: string;
  billingCity: string;
  billingProvince: string;
  billingCountry: string;
}

function issuesOf(error: z.ZodError, cartField: (formField: string) => string): FieldIssue[] {
  return error.issues.map((issue) => {
    const formField = String(issue.path[0] ?? '');
    const messageKey: MessageKey = isDomainErrorCode(issue.message)
      ? domainErrorMessageKey(issue.message)
      : 'api.malformedRequest';
    return { field: formField === '' ? 'non_field_errors' : cartField(formField), messageKey };
  });
}

const contactFields: Record<string, string> = { surname: 'surnames' };
const shippingFields = (field: string) => (field === 'phone' ? 'phone' : `shipping_${field}`);
const billingFields: Record<string, string> = { name: 'name', surname: 'surnames' };

/**
 * The checkout data a cart must hold before it becomes an order, checked again with the
 * domain's forms for its edition whatever PUT accepted earlier: the field-by-field answer
 * names every missing or wrong field at once, with the cart's field names. With the same
 * billing data (the default), the invoice goes to the customer at the shipping address.
 */
export function checkoutReadiness(cart: CartRecord, priced: PricedCart): CheckoutData {
  if (priced.rows.length === 0) throw ApiError.badRequest(undefined, 'api.orders.emptyCart');
  const store = storeOf(cart);
  const country = countryOf(store);
  const contact = contactForm(store).safeParse({
    email: cart.email ?? '',
    name: cart.name ?? '',
    surname: cart.surnames ?? '',
    phone: cart.phone ?? '',
  });
  const shipping = shippingForm(store).safeParse({
    phone: cart.phone ?? '',
    address: cart.shippingAddress ?? '',
    number: cart.shippingNumber ?? '',
    flat: cart.shippingFlat ?? '',
    city: cart.shippingCity ?? '',
    province: cart.shippingProvince ?? '',
    postal_code: cart.shippingPostalCode ?? '',
  });
  const billing = cart.sameBillingData
    ? null
    : billingForm(store).safeParse({
        business_name: cart.billingBusinessName ?? '',
        tax_id_type: cart.billingTaxIdType ?? undefined,
        tax_id: cart.billingTaxId ?? '',
        name: cart.name ?? '',
        surname: cart.surnames ?? '',
        address: cart.billingAddress ?? '',
        number: cart.billingNumber ?? '',
        city: cart.billingCity ?? '',
        province: cart.billingProvince ?? '',
        postal_code: cart.billingPostalCode ?? '',
      });
  const issues = [
    ...(contact.success ? [] : issuesOf(contact.error, (field) => contactFields[field] ?? field)),
    // The phone is in both forms: report it once.
    ...(shipping.success
      ? []
      : issuesOf(shipping.error, shippingFields).filter(
          (issue) => issue.field !== 'phone' || contact.success,
        )),
    ...(billing === null || billing.success
      ? []
      : issuesOf(billing.error, (field) => billingFields[field] ?? `billing_${field}`).filter(
          (issue) => issue.field !== 'name' && issue.field !== 'surnames',
        )),
  ];
  if (issues.length > 0 || !contact.success || !shipping.success) throw new FieldErrors(issues);
  const fullName = `${contact.data.name} ${contact.data.surname}`;
  const billed = billing?.success ? billing.data : null;
  return {
    email: contact.data.email,
    name: contact.data.name,
    surnames: contact.data.surname,
    phone: contact.data.phone,
    shippingAddress: shipping.data.address,
    shippingNumber: shipping.data.number,
    shippingFlat: shipping.data.flat,
    shippingPostalCode: shipping.data.postal_code,
    shippingCity: shipping.data.city,
    shippingProvince: shipping.data.province,
    shippingCountry: country,
    billingBusinessName: billed?.business_name ?? fullName,
    billingTaxIdType: billed?.tax_id_type ?? '',
    billingTaxId: billed?.tax_id ?? '',
    billingAddress: billed?.address ?? shipping.data.address,
    billingNumber: billed?.number ?? shipping.data.number,
    billingPostalCode: billed?.postal_code ?? shipping.data.postal_code,
    billingCity: billed?.city ?? shipping.data.city,
    billingProvince: billed?.province ?? shipping.data.province,
    billingCountry: country,
  };
}
