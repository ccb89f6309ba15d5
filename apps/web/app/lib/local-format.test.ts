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
    const day = new Date(2026, 10, 23, 12);
    expect(formatLongDate(day, 'es')).toBe('23 de noviembre de 2026');
    expect(formatLongDate(day, 'fr')).toBe('23 novembre 2026');
  });
});
