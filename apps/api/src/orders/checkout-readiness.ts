import { defaultTaxIdType } from '@shop/domain';
import type { CartCheckoutRequest } from '../contracts/cart.ts';
import { storeOf, type CartRecord } from '../cart/cart-record.ts';
import { checkoutChanges, checkoutColumns } from '../cart/checkout-data.ts';
import { FieldErrors } from '../cart/field-errors.ts';
import { requireInstallerAddress } from '../cart/installer-address.ts';
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

const contactAndShipping = [
  'email',
  'name',
  'surnames',
  'phone',
  'shipping_address',
  'shipping_number',
  'shipping_flat',
  'shipping_postal_code',
  'shipping_city',
  'shipping_province',
] as const;

const billing = [
  'billing_business_name',
  'billing_tax_id_type',
  'billing_tax_id',
  'billing_address',
  'billing_number',
  'billing_postal_code',
  'billing_city',
  'billing_province',
] as const;

/**
 * The checkout data a cart must hold before it becomes an order: what PUT carts/{id}/ stored is
 * checked again by the same field rules (`checkoutChanges`), this time with every field the
 * order needs present, so the answer names every missing or wrong field at once. With the same
 * billing data (the default), the invoice goes to the customer at the shipping address, where
 * any installation booked must be too.
 */
export function checkoutReadiness(cart: CartRecord, priced: PricedCart): CheckoutData {
  if (priced.rows.length === 0) throw ApiError.badRequest(undefined, 'api.orders.emptyCart');
  const store = storeOf(cart);
  const fields = cart.sameBillingData ? contactAndShipping : [...contactAndShipping, ...billing];
  const stored: Record<string, string> = {};
  for (const field of fields) stored[field] = cart[checkoutColumns[field]] ?? '';
  if (!cart.sameBillingData && cart.billingTaxIdType === null)
    stored['billing_tax_id_type'] = defaultTaxIdType(store);
  const checked = checkoutChanges(store, cart, stored as CartCheckoutRequest);
  if (!checked.ok) throw new FieldErrors(checked.issues);
  const data = { ...cart, ...checked.changes };
  // Saved before the installation was booked, or booked since: checked again before any charge.
  requireInstallerAddress(
    priced.rows.flatMap((row) => (row.booking ? [row.booking.postalCode] : [])),
    data.shippingPostalCode,
  );
  const text = (value: string | null) => value ?? '';
  const fullName = `${text(data.name)} ${text(data.surnames)}`;
  const same = cart.sameBillingData;
  return {
    email: text(data.email),
    name: text(data.name),
    surnames: text(data.surnames),
    phone: text(data.phone),
    shippingAddress: text(data.shippingAddress),
    shippingNumber: text(data.shippingNumber),
    shippingFlat: text(data.shippingFlat),
    shippingPostalCode: text(data.shippingPostalCode),
    shippingCity: text(data.shippingCity),
    shippingProvince: text(data.shippingProvince),
    shippingCountry: checked.changes.shippingCountry ?? '',
    billingBusinessName: same ? fullName : text(data.billingBusinessName),
    billingTaxIdType: same ? '' : text(data.billingTaxIdType),
    billingTaxId: same ? '' : text(data.billingTaxId),
    billingAddress: text(same ? data.shippingAddress : data.billingAddress),
    billingNumber: text(same ? data.shippingNumber : data.billingNumber),
    billingPostalCode: text(same ? data.shippingPostalCode : data.billingPostalCode),
    billingCity: text(same ? data.shippingCity : data.billingCity),
    billingProvince: text(same ? data.shippingProvince : data.billingProvince),
    billingCountry: checked.changes.billingCountry ?? '',
  };
}
