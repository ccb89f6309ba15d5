import type { StoreCode } from '@shop/domain';
import type { Locale } from '@shop/i18n';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { ChoiceField } from './form-fields.tsx';

/**
 * The edition and the language a text is written in: the storefront shows content per edition
 * and language, so the content screens always name both.
 */
export function EditionChoices({ search }: { search: URLSearchParams }) {
  const { t } = useStaffLanguage();
  return (
    <>
      <ChoiceField
        name="store"
        label={t('staffApp.content.store')}
        value={search.get('store') ?? 'ESSM'}
        options={[
          { value: 'ESSM', label: t('staffApp.stores.ESSM') },
          { value: 'FRSM', label: t('staffApp.stores.FRSM') },
        ]}
      />
      <ChoiceField
        name="content_language"
        label={t('staffApp.content.contentLanguage')}
        value={search.get('content_language') ?? 'es'}
        options={[
          { value: 'es', label: t('staffApp.languageNames.es') },
          { value: 'fr', label: t('staffApp.languageNames.fr') },
        ]}
      />
    </>
  );
}

export interface Edition {
  store: StoreCode;
  content_language: Locale;
}

/** The edition and language an address asks for (ESSM and es unless it names the others). */
export function editionOf(asked: URLSearchParams): Edition {
  return {
    store: asked.get('store') === 'FRSM' ? 'FRSM' : 'ESSM',
    content_language: asked.get('content_language') === 'fr' ? 'fr' : 'es',
  };
}

/** The same as the query of a list's address. */
export function editionSearch(asked: URLSearchParams): URLSearchParams {
  return new URLSearchParams({ ...editionOf(asked) });
}
