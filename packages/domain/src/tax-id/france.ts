/*
 * SPEC section 5 gives the French edition formats only (no control keys), so only formats
 * are checked: refusing a real customer's number over an unstated key rule would lose the
 * sale, while a wrong number is caught when the invoice is issued.
 */
export type FrenchTaxIdError = 'tax_id.cni_format' | 'tax_id.nss_format' | 'tax_id.nif_format';

export function validateCni(value: string): FrenchTaxIdError | null {
  return /^(?:\d{9}|\d{15})$/.test(value) ? null : 'tax_id.cni_format';
}

export function validateNss(value: string): FrenchTaxIdError | null {
  return /^\d{15}$/.test(value) ? null : 'tax_id.nss_format';
}

export function validateNif(value: string): FrenchTaxIdError | null {
  return /^FR\d{11}$/.test(value) ? null : 'tax_id.nif_format';
}
