import type { Locale } from './edition.ts';

/** Money is always an integer number of euro cents. */
export type Cents = number;

/**
 * The one rounding rule of the shop: half-up on cents (0.5 goes away from zero), applied
 * after every multiplication. Using the same rule everywhere keeps the browser preview and
 * the server total identical to the cent. The small epsilon absorbs binary float noise such
 * as 1.005 * 100 = 100.49999999999999.
 */
export function roundHalfUp(value: number): Cents {
  const magnitude = Math.floor(Math.abs(value) + 0.5 + 1e-9);
  return value < 0 ? -magnitude : magnitude;
}

/** Multiplies an amount by a rate or multiplier (0.02, 1.21, ...) and rounds half-up. */
export function applyRate(amount: Cents, rate: number): Cents {
  return roundHalfUp(amount * rate);
}

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Euros as the api and payment providers receive them: cents divided by 100. */
export function centsToEuros(cents: Cents): number {
  return cents / 100;
}

export function eurosToCents(euros: number): Cents {
  return roundHalfUp(euros * 100);
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
