import { describe, expect, it } from 'vitest';
import { createTranslator, parseLocale, translate } from './index.ts';

describe('translate', () => {
  it('answers in the requested language with placeholders filled', () => {
    expect(translate('es', 'api.unknownStore', { store: 'XX', allowed: 'ESSM, FRSM' })).toBe(
      'Tienda desconocida: XX. Valores válidos: ESSM, FRSM.',
    );
    expect(createTranslator('fr')('api.notFound')).toBe('Introuvable.');
  });

  it('leaves an unknown placeholder visible', () => {
    expect(translate('es', 'api.tooManyRequests')).toContain('{seconds}');
  });
});

describe('parseLocale', () => {
  it.each([
    ['es', 'es'],
    ['fr-FR', 'fr'],
    ['ES-es', 'es'],
    ['de', undefined],
    [undefined, undefined],
  ])('%s -> %s', (input, expected) => {
    expect(parseLocale(input)).toBe(expected);
  });
});
