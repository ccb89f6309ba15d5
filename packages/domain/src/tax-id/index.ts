import type { StoreCode } from '../edition.ts';
import { type FrenchTaxIdError, validateCni, validateNif, validateNss } from './france.ts';
import { type SpanishTaxIdError, validateCif, validateDni, validateNie } from './spain.ts';

export { validateCif, validateDni, validateNie } from './spain.ts';
export { validateCni, validateNif, validateNss } from './france.ts';

export const taxIdTypesByStore = {
  ESSM: ['dni', 'nie', 'cif'],
  FRSM: ['cni', 'nss', 'nif'],
} as const satisfies Record<StoreCode, readonly string[]>;

export type TaxIdType = (typeof taxIdTypesByStore)[StoreCode][number];

export type TaxIdError =
  SpanishTaxIdError | FrenchTaxIdError | 'tax_id.required' | 'tax_id.type_invalid';

const validators: Record<TaxIdType, (value: string) => TaxIdError | null> = {
  dni: validateDni,
  nie: validateNie,
  cif: validateCif,
  cni: validateCni,
  nss: validateNss,
  nif: validateNif,
};

/** The billing form preselects the first type of the edition's list. */
export function defaultTaxIdType(store: StoreCode): TaxIdType {
  return taxIdTypesByStore[store][0];
}

export function isTaxIdTypeOf(store: StoreCode, type: string): type is TaxIdType {
  return (taxIdTypesByStore[store] as readonly string[]).includes(type);
}

/** Customers type ids with spaces, dashes and lower case; the stored form has none of them. */
export function normaliseTaxId(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

export function validateTaxId(store: StoreCode, type: string, value: string): TaxIdError | null {
  if (!isTaxIdTypeOf(store, type)) return 'tax_id.type_invalid';
  const normalised = normaliseTaxId(value);
  if (normalised === '') return 'tax_id.required';
  return validators[type](normalised);
}
