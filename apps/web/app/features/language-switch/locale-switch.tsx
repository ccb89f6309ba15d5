import { locales } from '@shop/i18n';
import { Form, useLocation } from 'react-router';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';

/** Buttons that store the chosen language in the locale cookie and reopen the page in it. */
export function LocaleSwitch() {
  const t = useTranslate();
  const { locale } = useLocale();
  const location = useLocation();
  return (
    <Form method="post" action="/locale" reloadDocument>
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <fieldset className="flex gap-2">
        <legend className="mb-3 font-semibold text-white">
          {t('layout.footer.language.title')}
        </legend>
        {locales.map((option) => (
          <button
            key={option}
            type="submit"
            name="locale"
            value={option}
            lang={option}
            aria-pressed={option === locale}
            className="rounded-full border border-brand-200/40 px-4 py-1.5 text-sm hover:border-white aria-pressed:border-white aria-pressed:bg-white aria-pressed:font-semibold aria-pressed:text-brand-900"
          >
            {t(`common.languages.${option}`)}
          </button>
        ))}
      </fieldset>
    </Form>
  );
}
