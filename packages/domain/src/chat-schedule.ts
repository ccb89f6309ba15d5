import { shopTimeZone } from './edition.ts';

/** Opening hours of the help-desk chat, Madrid time: [from, until) hours per weekday (0 = Sunday). */
export const chatOpeningHours: Record<number, readonly [from: number, until: number] | null> = {
  0: null,
  1: [9, 18],
  2: [9, 18],
  3: [9, 18],
  4: [9, 18],
  5: [9, 12],
  6: null,
};

const madridWeekdayAndHour = new Intl.DateTimeFormat('en-US', {
  timeZone: shopTimeZone,
  weekday: 'short',
  hour: 'numeric',
  hourCycle: 'h23',
});
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function isChatOpen(now: Date): boolean {
  const parts = madridWeekdayAndHour.formatToParts(now);
  const weekday = weekdays.indexOf(parts.find((part) => part.type === 'weekday')?.value ?? '');
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  const hours = chatOpeningHours[weekday];
  return hours !== null && hours !== undefined && hour >= hours[0] && hour < hours[1];
}
