import { describe, expect, it } from 'vitest';
import { formatLongDate, formatRating } from './local-format.ts';

describe('formatRating', () => {
  it('writes an average with at most one decimal, as each language does', () => {
    expect(formatRating(4.56, 'es')).toBe('4,6');
    expect(formatRating(4.5, 'fr')).toBe('4,5');
    expect(formatRating(5, 'es')).toBe('5');
  });
});

describe('formatLongDate', () => {
  it('writes day, month and year in words of the language', () => {
    const day = '2026-11-23T12:00:00Z';
    expect(formatLongDate(day, 'es', 'Europe/Madrid')).toBe('23 de noviembre de 2026');
    expect(formatLongDate(day, 'fr', 'Europe/Paris')).toBe('23 novembre 2026');
  });

  it("writes the day of the edition's time zone, whatever the reader's", () => {
    expect(formatLongDate('2026-11-23T23:30:00Z', 'es', 'Europe/Madrid')).toBe(
      '24 de noviembre de 2026',
    );
    expect(formatLongDate('2026-11-23T23:30:00Z', 'es', 'America/New_York')).toBe(
      '23 de noviembre de 2026',
    );
  });
});
