import { chatOpeningHours } from '@shop/domain';

/** Weekdays from Monday, as the domain numbers them (0 = Sunday). */
const week = [1, 2, 3, 4, 5, 6, 0];

const words = {
  es: {
    days: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
    range: (from: string, to: string) => `de ${from} a ${to}`,
    day: (day: string) => `el ${day}`,
    hours: (from: number, until: number) => `de ${from}:00 a ${until}:00`,
    and: ' y ',
  },
  fr: {
    days: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
    range: (from: string, to: string) => `du ${from} au ${to}`,
    day: (day: string) => `le ${day}`,
    hours: (from: number, until: number) => `de ${from} h à ${until} h`,
    and: ' et ',
  },
} as const;

/**
 * The help desk's opening hours in words ('de lunes a jueves de 9:00 a 18:00 y el viernes de
 * 9:00 a 12:00'), written from the domain's chat schedule so the help centre always says what
 * the chat widget does.
 */
export function helpDeskHours(language: 'es' | 'fr'): string {
  const text = words[language];
  const runs: { first: number; last: number; hours: readonly [number, number] }[] = [];
  for (const day of week) {
    const hours = chatOpeningHours[day];
    if (!hours) continue;
    const previous = runs.at(-1);
    const follows = previous !== undefined && week.indexOf(previous.last) === week.indexOf(day) - 1;
    if (follows && previous.hours[0] === hours[0] && previous.hours[1] === hours[1]) {
      previous.last = day;
    } else runs.push({ first: day, last: day, hours });
  }
  const parts = runs.map(({ first, last, hours }) => {
    const days =
      first === last
        ? text.day(text.days[first] ?? '')
        : text.range(text.days[first] ?? '', text.days[last] ?? '');
    return `${days} ${text.hours(hours[0], hours[1])}`;
  });
  const last = parts.pop() ?? '';
  return parts.length === 0 ? last : `${parts.join(', ')}${text.and}${last}`;
}
