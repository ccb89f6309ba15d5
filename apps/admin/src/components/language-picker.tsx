import { isLocale, locales } from '@shop/i18n';
import { useId } from 'react';
import { useRevalidator } from 'react-router';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

/** Each staff member works in their language; the api words statuses in it too. */
export function LanguagePicker() {
  const { locale, t, switchTo } = useStaffLanguage();
  const revalidator = useRevalidator();
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id}>{t('staffApp.language')}</label>
      <select
        id={id}
        value={locale}
        className="rounded border border-line bg-white px-2 py-1"
        onChange={(event) => {
          const chosen = event.target.value;
          if (isLocale(chosen)) void switchTo(chosen).then(() => revalidator.revalidate());
        }}
      >
        {locales.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`staffApp.languageNames.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
