import type { Locale } from '@shop/i18n';
import { loadStaffTranslator, type StaffTranslate } from '@shop/i18n/staff-app';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { saveLanguage } from './staff-language.ts';

interface StaffLanguage {
  locale: Locale;
  t: StaffTranslate;
  /** Switches the app's words at once; the caller reloads the data (the api words statuses). */
  switchTo: (locale: Locale) => Promise<void>;
}

const StaffLanguageContext = createContext<StaffLanguage | null>(null);

export function StaffLanguageProvider({
  initial,
  children,
}: {
  initial: { locale: Locale; t: StaffTranslate };
  children: ReactNode;
}) {
  const [current, setCurrent] = useState(initial);
  const switchTo = useCallback(async (locale: Locale) => {
    const t = await loadStaffTranslator(locale);
    saveLanguage(locale);
    document.documentElement.lang = locale;
    setCurrent({ locale, t });
  }, []);
  const value = useMemo(() => ({ ...current, switchTo }), [current, switchTo]);
  return <StaffLanguageContext value={value}>{children}</StaffLanguageContext>;
}

export function useStaffLanguage(): StaffLanguage {
  const language = use(StaffLanguageContext);
  if (!language) throw new Error('useStaffLanguage outside StaffLanguageProvider');
  return language;
}
