/*
 * The shop's texts promise returns within 14 days in some places and 30 in others. We honour
 * 30: a published promise binds the shop, so the longer one is the only one that breaks none
 * (14 days is also the legal minimum it comfortably covers). Made-to-measure pieces cannot be
 * returned, and transport damage must be reported within 24 hours of delivery.
 */
export const returnWindowDays = 30;
export const transportDamageReportHours = 24;

export type ReturnError = 'return.made_to_measure' | 'return.window_closed';

export function checkReturn(
  item: { madeToMeasure: boolean; deliveredAt: Date },
  now: Date,
): ReturnError | null {
  if (item.madeToMeasure) return 'return.made_to_measure';
  const windowEnds = item.deliveredAt.getTime() + returnWindowDays * 24 * 3_600_000;
  return now.getTime() <= windowEnds ? null : 'return.window_closed';
}

export function canReportTransportDamage(deliveredAt: Date, now: Date): boolean {
  return now.getTime() - deliveredAt.getTime() <= transportDamageReportHours * 3_600_000;
}
