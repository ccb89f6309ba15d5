import { orderStatuses, type OrderStatusCode } from './order-status.ts';

/** How long a saved quotation keeps its prices (our choice; the spec shows a validity date only). */
export const quotationValidityDays = 15;

/** The last day (ISO date, inclusive) a quotation saved on `savedOn` can be accepted. */
export function quotationValidUntil(savedOn: Date): string {
  const last = new Date(savedOn.getTime() + quotationValidityDays * 86_400_000);
  return last.toISOString().slice(0, 10);
}

/** A quotation is accepted at its prices through its validity date, not after. */
export function isQuotationValid(validUntil: string, now: Date): boolean {
  return now.toISOString().slice(0, 10) <= validUntil;
}

/**
 * Whether a quotation can no longer be accepted at its prices: abandoned (250), or open (200)
 * but past its validity date. The one rule behind the quotation pages and the acceptance, so a
 * page never offers 'accept' for a quotation the api would refuse. Orders never expire.
 */
export function isQuotationExpired(
  quotation: { status: number; validUntil: string | null },
  now: Date,
): boolean {
  if (quotation.status === orderStatuses.abandonedQuote) return true;
  if (quotation.status !== orderStatuses.quote) return false;
  return quotation.validUntil === null || !isQuotationValid(quotation.validUntil, now);
}

/** What an open quotation (status 200) becomes when its customer accepts it: pending payment. */
export const acceptedQuotationStatus: OrderStatusCode = 300;

/** The reasons offered by the order_incident modal. */
export const incidentReasons = ['damaged', 'missing', 'delay', 'other'] as const;
export type IncidentReason = (typeof incidentReasons)[number];

export function isIncidentReason(value: string): value is IncidentReason {
  return (incidentReasons as readonly string[]).includes(value);
}
