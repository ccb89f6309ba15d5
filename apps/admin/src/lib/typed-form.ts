/** What a form shows: the stored values, or what was typed when the api refused it. */
export type FormValues = Record<string, string>;

/** Every value of the form as text, repeated names comma-joined, so a refusal can show them as typed. */
export function typedValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, value] of form.entries()) {
    if (name === 'intent') continue;
    const text = String(value);
    values[name] = values[name] === undefined ? text : `${values[name]},${text}`;
  }
  return values;
}

/** Cents as the euros a staff member types ('' for none). */
export const euros = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : String(cents / 100);

/** A checkbox's value in FormValues. */
export const on = (flag: boolean) => (flag ? 'on' : '');

/**
 * A number field read from the typed values: null when empty, `scale` applied (100 for euros
 * to cents); a field that is not a number is added to `wrong`, to be named before any call.
 */
export function numberReader(values: FormValues, wrong: string[]) {
  return (name: string, scale = 1): number | null => {
    const text = (values[name] ?? '').trim().replace(',', '.');
    if (text === '') return null;
    const value = Number(text);
    if (!Number.isFinite(value)) wrong.push(name);
    return Number.isFinite(value) ? Math.round(value * scale) : null;
  };
}
