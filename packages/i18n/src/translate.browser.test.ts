import { describe, expect, it } from 'vitest';
import { translate as serverTranslate } from './translate.ts';
import { createTranslator, loadMessages, pendingMessages, translate } from './translate.browser.ts';

describe('browser messages', () => {
  it('loads one language on demand, with the same words as the server', async () => {
    expect(() => translate('fr', 'common.languages.es')).toThrow(/not loaded/);
    const pending = pendingMessages('fr');
    expect(pending).toBeInstanceOf(Promise);
    expect(pendingMessages('fr')).toBe(pending);
    await pending;
    expect(pendingMessages('fr')).toBeUndefined();
    expect(createTranslator('fr')('common.languages.es')).toBe(
      serverTranslate('fr', 'common.languages.es'),
    );
    expect(() => translate('es', 'common.languages.es')).toThrow(/not loaded/);
  });

  it('leaves the areas only servers use out of the browser', async () => {
    await loadMessages('es');
    expect(translate('es', 'layout.footer.language.title')).toBe(
      serverTranslate('es', 'layout.footer.language.title'),
    );
    expect(() => translate('es', 'api.notFound')).toThrow(/Missing message api.notFound/);
    expect(() => translate('es', 'mail.subject.orderConfirmation')).toThrow(/Missing message/);
  });

  it('loads an area only some pages use when a page names it', async () => {
    await loadMessages('es');
    expect(() => translate('es', 'checkout.countries.ES')).toThrow(/Missing message/);
    const pending = pendingMessages('es', ['checkout']);
    expect(pending).toBeInstanceOf(Promise);
    expect(pendingMessages('es', ['checkout'])).toBe(pending);
    await pending;
    expect(pendingMessages('es', ['checkout'])).toBeUndefined();
    expect(translate('es', 'checkout.countries.ES')).toBe(
      serverTranslate('es', 'checkout.countries.ES'),
    );
    expect(translate('es', 'product.sections.reviews')).toBe(
      serverTranslate('es', 'product.sections.reviews'),
    );
  });
});
