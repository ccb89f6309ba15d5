import type { StoreCode } from '@shop/domain';

/**
 * The printed number: store, year of issue, and the store's gapless sequence on six digits
 * (ESSM-2026-000123). The sequence never restarts, so the number stays unique whatever the year.
 */
export function formatInvoiceNumber(store: StoreCode, year: number, sequence: number): string {
  return `${store}-${year}-${String(sequence).padStart(6, '0')}`;
}
