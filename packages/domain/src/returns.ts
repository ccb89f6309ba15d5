/*
 * The shop's texts promise returns within 14 days in some places and 30 in others. We honour
 * 30: a published promise binds the shop, so the longer one is the only one that breaks none
 * (14 days is also the legal minimum it comfortably covers). Made-to-measure pieces cannot be
 * returned, and transport damage must be reported within 24 hours of delivery.
 */
export const returnWindowDays = 30;
export const transportDamageReportHours = 24;

export type ReturnError = 'return.made_to_measure' | 'return.service' | 'return.window_closed';

/** What an order row holds: goods from the shelf, a piece made for the customer, or a service. */
export type ReturnedItemKind = 'stocked' | 'madeToMeasure' | 'service';

/**
 * Whether an item may come back. A service (installation) is done, not sent back. Goods never
 * delivered (an incident in transport) are still inside the window: it starts at delivery.
 */
export function checkReturn(
  item: { kind: ReturnedItemKind; deliveredAt: Date | null },
  now: Date,
): ReturnError | null {
  if (item.kind === 'madeToMeasure') return 'return.made_to_measure';
  if (item.kind === 'service') return 'return.service';
  if (item.deliveredAt === null) return null;
  const windowEnds = item.deliveredAt.getTime() + returnWindowDays * 24 * 3_600_000;
  return now.getTime() <= windowEnds ? null : 'return.window_closed';
}

export function canReportTransportDamage(deliveredAt: Date, now: Date): boolean {
  return now.getTime() - deliveredAt.getTime() <= transportDamageReportHours * 3_600_000;
}
