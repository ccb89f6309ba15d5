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

describe('counted messages', () => {
  it("take the form the language's plural rules give the count", () => {
    expect(translate('es', 'cartPage.itemCount', { count: 1 })).toBe('1 artículo');
    expect(translate('es', 'cartPage.itemCount', { count: 0 })).toBe('0 artículos');
    expect(translate('es', 'cartPage.itemCount', { count: 3 })).toBe('3 artículos');
    // French counts 0 and 1 alike.
    expect(translate('fr', 'cartPage.itemCount', { count: 0 })).toBe('0 article');
    expect(translate('fr', 'layout.header.cartCount', { count: 1 })).toBe('Panier, 1 article');
    expect(translate('fr', 'layout.header.cartCount', { count: 2 })).toBe('Panier, 2 articles');
  });

  it('refuse to guess without a count', () => {
    expect(() => translate('es', 'cartPage.itemCount')).toThrow(/numeric count/);
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
