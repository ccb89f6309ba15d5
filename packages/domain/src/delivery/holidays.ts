import type { StoreCode } from '../edition.ts';
import { addCalendarDays, type CalendarDate } from './calendar-date.ts';

/**
 * National public holidays of each edition's country, as data: fixed days, and days counted
 * from Easter Sunday. Regional holidays are left out because carriers still deliver across
 * the rest of the country on them.
 */
interface HolidayCalendar {
  fixed: readonly (readonly [month: number, day: number])[];
  daysAfterEaster: readonly number[];
}

export const nationalHolidays: Record<StoreCode, HolidayCalendar> = {
  // Año Nuevo, Reyes, Trabajo, Asunción, Hispanidad, Todos los Santos, Constitución, Inmaculada, Navidad; Viernes Santo.
  ESSM: {
    fixed: [
      [1, 1],
      [1, 6],
      [5, 1],
      [8, 15],
      [10, 12],
      [11, 1],
      [12, 6],
      [12, 8],
      [12, 25],
    ],
    daysAfterEaster: [-2],
  },
  // Jour de l'an, fête du Travail, Victoire 1945, fête nationale, Assomption, Toussaint, Armistice, Noël; lundi de Pâques, Ascension, lundi de Pentecôte.
  FRSM: {
    fixed: [
      [1, 1],
      [5, 1],
      [5, 8],
      [7, 14],
      [8, 15],
      [11, 1],
      [11, 11],
      [12, 25],
    ],
    daysAfterEaster: [1, 39, 50],
  },
};

/** Easter Sunday in the Gregorian calendar (anonymous Gregorian algorithm). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

export function isNationalHoliday(store: StoreCode, date: CalendarDate): boolean {
  const calendar = nationalHolidays[store];
  if (calendar.fixed.some(([month, day]) => month === date.month && day === date.day)) return true;
  const easter = easterSunday(date.year);
  return calendar.daysAfterEaster.some((offset) => {
    const holiday = addCalendarDays(easter, offset);
    return holiday.month === date.month && holiday.day === date.day;
  });
}
