import { describe, expect, it } from 'vitest';
import { defaultTaxIdType, validateTaxId } from './index.ts';

describe('Spanish tax ids', () => {
  it('checks the DNI letter against its number', () => {
    expect(validateTaxId('ESSM', 'dni', '12345678Z')).toBeNull();
    expect(validateTaxId('ESSM', 'dni', '12345678A')).toBe('tax_id.dni_control');
    expect(validateTaxId('ESSM', 'dni', '1234567Z')).toBe('tax_id.dni_format');
    expect(validateTaxId('ESSM', 'dni', 'X1234567L')).toBe('tax_id.dni_format');
  });

  it('normalises lower case, spaces and dashes before checking', () => {
    expect(validateTaxId('ESSM', 'dni', ' 12345678-z ')).toBeNull();
  });

  it('checks NIE prefixes X, Y, Z with 7 or 8 digits and the control letter', () => {
    expect(validateTaxId('ESSM', 'nie', 'X1234567L')).toBeNull();
    expect(validateTaxId('ESSM', 'nie', 'Y1234567X')).toBeNull();
    expect(validateTaxId('ESSM', 'nie', 'X01234567L')).toBeNull();
    expect(validateTaxId('ESSM', 'nie', 'X1234567A')).toBe('tax_id.nie_control');
    expect(validateTaxId('ESSM', 'nie', 'W1234567L')).toBe('tax_id.nie_format');
    expect(validateTaxId('ESSM', 'nie', 'X123456L')).toBe('tax_id.nie_format');
  });

  it('checks the CIF control digit or letter by entity type', () => {
    expect(validateTaxId('ESSM', 'cif', 'B12345674')).toBeNull();
    expect(validateTaxId('ESSM', 'cif', 'A58818501')).toBeNull();
    expect(validateTaxId('ESSM', 'cif', 'P1234567D')).toBeNull();
    expect(validateTaxId('ESSM', 'cif', 'G1234567D')).toBeNull();
    expect(validateTaxId('ESSM', 'cif', 'G12345674')).toBeNull();
    expect(validateTaxId('ESSM', 'cif', 'B1234567D')).toBe('tax_id.cif_control');
    expect(validateTaxId('ESSM', 'cif', 'P12345674')).toBe('tax_id.cif_control');
    expect(validateTaxId('ESSM', 'cif', 'B12345675')).toBe('tax_id.cif_control');
    expect(validateTaxId('ESSM', 'cif', 'I12345674')).toBe('tax_id.cif_format');
    expect(validateTaxId('ESSM', 'cif', 'B1234567K')).toBe('tax_id.cif_format');
  });
});

describe('French tax ids', () => {
  it('accepts a CNI of 9 or 15 digits, an NSS of 15 digits and FR plus 11 digits', () => {
    expect(validateTaxId('FRSM', 'cni', '123456789')).toBeNull();
    expect(validateTaxId('FRSM', 'cni', '123456789012345')).toBeNull();
    expect(validateTaxId('FRSM', 'cni', '1234567890')).toBe('tax_id.cni_format');
    expect(validateTaxId('FRSM', 'nss', '185057800608436')).toBeNull();
    expect(validateTaxId('FRSM', 'nss', '18505780060843')).toBe('tax_id.nss_format');
    expect(validateTaxId('FRSM', 'nif', 'FR12345678901')).toBeNull();
    expect(validateTaxId('FRSM', 'nif', '12345678901')).toBe('tax_id.nif_format');
  });
});

describe('tax id types by edition', () => {
  it('defaults to the first type of the edition and refuses the other edition’s types', () => {
    expect(defaultTaxIdType('ESSM')).toBe('dni');
    expect(defaultTaxIdType('FRSM')).toBe('cni');
    expect(validateTaxId('FRSM', 'dni', '12345678Z')).toBe('tax_id.type_invalid');
    expect(validateTaxId('ESSM', 'dni', '')).toBe('tax_id.required');
  });
});
