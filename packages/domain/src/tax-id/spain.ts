/*
 * Spanish DNI, NIE and CIF control characters, written here rather than taken from a package
 * such as spain-id: each algorithm is a few published lines (Ministerio del Interior for
 * DNI/NIE, Orden EHA/451/2008 for CIF), we need to tell a wrong format from a wrong control
 * character to give the spec's messages, and the packages only answer valid/invalid.
 */
export type SpanishTaxIdError =
  | 'tax_id.dni_format'
  | 'tax_id.dni_control'
  | 'tax_id.nie_format'
  | 'tax_id.nie_control'
  | 'tax_id.cif_format'
  | 'tax_id.cif_control';

const dniLetters = 'TRWAGMYFPDXBNJZSQVHLCKE';

function dniLetterFor(digits: string): string {
  return dniLetters.charAt(Number(digits) % 23);
}

export function validateDni(value: string): SpanishTaxIdError | null {
  const match = /^(\d{8})([A-Z])$/.exec(value);
  if (!match) return 'tax_id.dni_format';
  const [, digits = '', letter] = match;
  return dniLetterFor(digits) === letter ? null : 'tax_id.dni_control';
}

export function validateNie(value: string): SpanishTaxIdError | null {
  const match = /^([XYZ])(\d{7,8})([A-Z])$/.exec(value);
  if (!match) return 'tax_id.nie_format';
  const [, prefix = 'X', digits = '', letter] = match;
  const prefixDigit = String('XYZ'.indexOf(prefix));
  return dniLetterFor(prefixDigit + digits) === letter ? null : 'tax_id.nie_control';
}

const cifControlLetters = 'JABCDEFGHI';
/** Entity types whose control character must be a letter, and those where it must be a digit. */
const letterControlTypes = 'NPQRSW';
const digitControlTypes = 'ABEH';

export function validateCif(value: string): SpanishTaxIdError | null {
  const match = /^([ABCDEFGHJKLMNPQRSUVW])(\d{7})([0-9A-J])$/.exec(value);
  if (!match) return 'tax_id.cif_format';
  const [, entity = '', digits = '', control = ''] = match;
  let sum = 0;
  [...digits].forEach((char, index) => {
    const digit = Number(char);
    // Positions 1, 3, 5, 7 (index 0, 2, 4, 6) are doubled and their digits added.
    if (index % 2 === 0) sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
    else sum += digit;
  });
  const controlDigit = (10 - (sum % 10)) % 10;
  const expectedDigit = String(controlDigit);
  const expectedLetter = cifControlLetters.charAt(controlDigit);
  const accepted = letterControlTypes.includes(entity)
    ? [expectedLetter]
    : digitControlTypes.includes(entity)
      ? [expectedDigit]
      : [expectedDigit, expectedLetter];
  return accepted.includes(control) ? null : 'tax_id.cif_control';
}
