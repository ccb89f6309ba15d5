import { requireCents, type Cents } from '../money.ts';

/**
 * What staff may set as a product's or a variant's prices in one edition: a client and a
 * professional price, each with an optional old price that makes it an offer.
 */
export interface PriceSet {
  client: Cents;
  clientOld: Cents | null;
  professional: Cents;
  professionalOld: Cents | null;
}

export type PriceSetField = keyof PriceSet;

export type PriceRuleError =
  'price.not_positive' | 'price.old_not_above' | 'price.professional_above_client';

/**
 * The rules a price set must keep, each reported on the field to correct: every price at least
 * one cent (a free product is a catalogue error, not a price); an old price above its price, or
 * the storefront would show an "offer" that costs more; the professional price never above the
 * client one (a professional would pay more by signing in).
 */
export function priceSetErrors(prices: PriceSet): Partial<Record<PriceSetField, PriceRuleError>> {
  const errors: Partial<Record<PriceSetField, PriceRuleError>> = {};
  for (const field of ['client', 'professional'] as const)
    if (prices[field] < 1) errors[field] = 'price.not_positive';
  const olds = [
    ['clientOld', prices.client],
    ['professionalOld', prices.professional],
  ] as const;
  for (const [field, price] of olds) {
    const old = prices[field];
    if (old !== null && old <= price) errors[field] = 'price.old_not_above';
  }
  if (errors.professional === undefined && prices.professional > prices.client)
    errors.professional = 'price.professional_above_client';
  return errors;
}

/** A bulk price change: a percent (in hundredths, 1250 = 12.5 %) or an amount of cents, up or down. */
export interface PriceChange {
  mode: 'percent' | 'amount';
  direction: 'up' | 'down';
  /** Hundredths of a percent for 'percent', cents for 'amount'; at least 1. */
  value: number;
}

/**
 * The rounding rule of bulk changes: the new price is worked out in whole cents, a percent
 * rounded half up (in integers, so 12.5 % of 1 cent is exactly half and goes up), and never
 * below 1 cent, so no change, however steep, makes a product free.
 */
export function changedPrice(price: Cents, change: PriceChange): Cents {
  requireCents(price, 'price');
  const sign = change.direction === 'up' ? 1 : -1;
  const changed =
    change.mode === 'amount'
      ? price + sign * change.value
      : Math.floor((price * (10_000 + sign * change.value) + 5_000) / 10_000);
  return Math.max(1, changed);
}
