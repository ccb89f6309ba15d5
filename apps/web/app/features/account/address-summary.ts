import { isTaxIdTypeOf, taxIdTypeMessageKey } from '@shop/domain';
import type { Translate } from '@shop/i18n';
import type { BillingAddress, ShippingAddress } from './account-api.server.ts';

/** Street, number and flat on one line, the way every address of the shop is printed. */
export function streetLine(address: { address: string; number: string; flat: string }): string {
  return [address.address, address.number, address.flat].filter(Boolean).join(', ');
}

function townLine(address: { postal_code: string; city: string; province: string }): string {
  return `${address.postal_code} ${address.city} (${address.province})`;
}

/** A saved shipping address as printed lines, the recipient first. */
export function shippingAddressLines(address: ShippingAddress): string[] {
  return [
    `${address.name} ${address.surnames}`,
    streetLine(address),
    townLine(address),
    address.phone,
  ];
}

/** The document type's name; a type neither edition knows (older data) is shown as stored. */
function taxIdLabel(type: string, t: Translate): string {
  return isTaxIdTypeOf('ESSM', type) || isTaxIdTypeOf('FRSM', type)
    ? t(taxIdTypeMessageKey(type))
    : type;
}

/** A saved billing address as printed lines, the business name first. */
export function billingAddressLines(address: BillingAddress, t: Translate): string[] {
  return [
    address.business_name,
    `${taxIdLabel(address.tax_id_type, t)}: ${address.tax_id}`,
    `${address.name} ${address.surname}`,
    streetLine(address),
    townLine(address),
  ];
}
