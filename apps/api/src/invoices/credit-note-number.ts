import { editions, type StoreCode } from '@shop/domain';

/**
 * Credit notes have a series of their own per edition, apart from invoices (Spanish law wants
 * corrective invoices in a separate series): the prefix is the edition language's usual one,
 * R for "factura rectificativa", AV for "facture d'avoir", then the invoice number's shape:
 * R-ESSM-2026-000001, AV-FRSM-2026-000001. The sequence never restarts.
 */
export const creditNotePrefixes: Record<'es' | 'fr', string> = { es: 'R', fr: 'AV' };

export function formatCreditNoteNumber(store: StoreCode, year: number, sequence: number): string {
  const prefix = creditNotePrefixes[editions[store].locale];
  return `${prefix}-${store}-${year}-${String(sequence).padStart(6, '0')}`;
}
