import { requireCents, type Cents } from './money.ts';

/** seQura "sp1": three monthly payments. "pp3": 4, 6 or 12 months with a fixed fee, 18 from 390 €. */
export const sequraSplitPayments = 3;
export const sequraInstalmentMonths = [4, 6, 12, 18] as const;
export type SequraInstalmentMonths = (typeof sequraInstalmentMonths)[number];
export const sequraEighteenMonthsMinimum: Cents = 39000;

export function sequraInstalmentOptions(total: Cents): SequraInstalmentMonths[] {
  requireCents(total, 'seQura total');
  return sequraInstalmentMonths.filter(
    (months) => months !== 18 || total >= sequraEighteenMonthsMinimum,
  );
}

export function validateSequraInstalments(
  months: number,
  total: Cents,
): 'payment.sequra_18_minimum' | 'payment.instalments_invalid' | null {
  requireCents(total, 'seQura total');
  if (!(sequraInstalmentMonths as readonly number[]).includes(months))
    return 'payment.instalments_invalid';
  return months === 18 && total < sequraEighteenMonthsMinimum ? 'payment.sequra_18_minimum' : null;
}

export interface Instalment {
  amount: Cents;
  dueAt: Date;
}

/** Klarna: 3 instalments, one every 30 days; the odd cents go into the first one. */
export function klarnaInstalments(total: Cents, firstDueAt: Date): Instalment[] {
  const count = 3;
  const base = Math.floor(requireCents(total, 'Klarna total') / count);
  return Array.from({ length: count }, (_, index) => ({
    amount: index === 0 ? total - base * (count - 1) : base,
    dueAt: new Date(firstDueAt.getTime() + index * 30 * 24 * 3_600_000),
  }));
}
