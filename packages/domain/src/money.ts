import type { Locale } from './edition.ts';

/** Money is always an integer number of euro cents. */
export type Cents = number;

/**
 * Thrown by a money function given an amount it cannot price: the api validates what people
 * type before any of these runs, so this is a bug in the caller, stopped before a wrong
 * amount reaches an order, an invoice or a payment provider.
 */
export class InvalidAmountError extends RangeError {
  override name = 'InvalidAmountError';
}

/**
 * The guard of every money function: a whole, safe number of cents (no NaN, Infinity or
 * fraction, nothing past Number.MAX_SAFE_INTEGER where integers stop being exact), and not
 * negative unless the amount may be a refund.
 */
export function requireCents(
  value: number,
  what: string,
  sign: 'non-negative' | 'any sign' = 'non-negative',
): Cents {
  if (!isCents(value) || (sign === 'non-negative' && value < 0)) {
    const range = sign === 'non-negative' ? 'whole cents from 0' : 'whole cents';
    throw new InvalidAmountError(`${what} must be ${range} (a safe integer), got ${value}`);
  }
  return value;
}

/** Rates and multipliers (0.21, 1.21, a commission) are finite and never negative. */
export function requireRate(value: number, what: string): number {
  if (!Number.isFinite(value) || value < 0)
    throw new InvalidAmountError(`${what} must be a finite rate of at least 0, got ${value}`);
  return value;
}

/** How many of a thing are priced: a whole number from 1. */
export function requireQuantity(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new InvalidAmountError(`${what} must be a whole number from 1, got ${value}`);
  return value;
}

/**
 * The one rounding rule of the shop: half-up on cents (0.5 goes away from zero), applied
 * after every multiplication. Using the same rule everywhere keeps the browser preview and
 * the server total identical to the cent. The small epsilon absorbs binary float noise such
 * as 1.005 * 100 = 100.49999999999999.
 */
export function roundHalfUp(value: number): Cents {
  const magnitude = Math.floor(Math.abs(value) + 0.5 + 1e-9);
  return requireCents(value < 0 ? -magnitude : magnitude, `${value} rounded`, 'any sign');
}

/** Multiplies an amount by a rate or multiplier (0.02, 1.21, ...) and rounds half-up. */
export function applyRate(amount: Cents, rate: number): Cents {
  return roundHalfUp(requireCents(amount, 'amount', 'any sign') * requireRate(rate, 'rate'));
}

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Euros as the api and payment providers receive them: cents divided by 100. */
export function centsToEuros(cents: Cents): number {
  return requireCents(cents, 'cents', 'any sign') / 100;
}

export function eurosToCents(euros: number): Cents {
  return roundHalfUp(euros * 100);
}

/** The most euros whose cents stay exact integers, with room for the float error of * 100. */
const maxTypedEuros = Math.floor(Number.MAX_SAFE_INTEGER / 100) - 1;

/** Euros a person typed ('399,5' or '399.50') in cents; null when it is not such an amount. */
export function parseTypedEuros(typed: string): Cents | null {
  const text = typed.trim();
  const euros = Number(text.replace(',', '.'));
  if (text === '' || !Number.isFinite(euros) || euros < 0 || euros > maxTypedEuros) return null;
  return eurosToCents(euros);
}

/*
 * useGrouping 'always' because the es-ES default leaves four-digit amounts ungrouped
 * ('1000,00 €'), while the shop shows '1.000,00 €'. fr-FR keeps Intl's narrow no-break
 * spaces.
 */
const formatters: Record<Locale, Intl.NumberFormat> = {
  es: new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' }),
  fr: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', useGrouping: 'always' }),
};

export function formatMoney(cents: Cents, locale: Locale): string {
  return formatters[locale].format(centsToEuros(cents));
}
