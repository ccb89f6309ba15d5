import { isBusinessDay } from '../delivery/delivery-promise.ts';
import { fromUtcMidnight, shopIsoDateOf, toUtcMidnight } from '../delivery/calendar-date.ts';
import type { Locale, StoreCode } from '../edition.ts';
import { orderStatuses } from '../order-status.ts';

export type AppointmentError =
  | 'appointment.date_invalid'
  | 'appointment.past'
  | 'appointment.not_business_day'
  | 'appointment.window_invalid';

/** When the installer comes: a shop day ('2026-12-01') and a window of times ('09:00'). */
export interface InstallationAppointment {
  date: string;
  from: string;
  to: string;
}

/**
 * The orders whose installation can be given a day: paid and not ended. A quote, an unpaid or
 * abandoned order has nothing to install yet; a cancelled or returned one has nothing left.
 */
const ordersTakingAppointments: readonly number[] = [
  orderStatuses.paid,
  orderStatuses.inPreparation,
  orderStatuses.inProduction,
  orderStatuses.partiallyShipped,
  orderStatuses.shipped,
];

export function orderTakesAppointment(status: number): boolean {
  return ordersTakingAppointments.includes(status);
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Why an installation appointment cannot be set, or null. The installer comes on a business
 * day of the order's edition (no weekend, no national holiday), not before today on the
 * shop's calendar (Madrid), and the window ends after it starts.
 */
export function appointmentError(
  store: StoreCode,
  appointment: InstallationAppointment,
  now: Date,
): AppointmentError | null {
  const parts = isoDate.exec(appointment.date);
  const date = parts && {
    year: Number(parts[1]),
    month: Number(parts[2]),
    day: Number(parts[3]),
  };
  // 2026-02-30 would roll over to 2 March: a day exists when it survives the round trip.
  const real = date !== null && fromUtcMidnight(toUtcMidnight(date)).day === date.day;
  if (date === null || !real) return 'appointment.date_invalid';
  if (appointment.date < shopIsoDateOf(now)) return 'appointment.past';
  if (!isBusinessDay(store, date)) return 'appointment.not_business_day';
  if (
    !clockTime.test(appointment.from) ||
    !clockTime.test(appointment.to) ||
    appointment.from >= appointment.to
  )
    return 'appointment.window_invalid';
  return null;
}

const longDay: Record<Locale, Intl.DateTimeFormat> = {
  es: new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'UTC' }),
};

/** The appointment's day in words: 'miércoles, 2 de diciembre de 2026', 'mercredi 2 décembre 2026'. */
export function formatAppointmentDay(date: string, locale: Locale): string {
  return longDay[locale].format(new Date(`${date}T00:00:00Z`));
}
