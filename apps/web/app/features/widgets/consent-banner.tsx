import { useEffect, useState, type FormEvent, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import type { Locale } from '@shop/i18n';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';
import {
  decideConsent,
  rememberConsentInBrowser,
  type ConsentChoice,
  type ConsentDecision,
} from './consent-cookie.ts';
import { showToast } from './toast-store.ts';
import { consentedTagIds, loadTrackingTags } from './tracking-tags.ts';
import type { WidgetSettings } from './widget-settings.server.ts';
import { useHydrated } from '../configurator/use-hydrated.ts';

/**
 * The cookies policy as the CMS names it in each edition (the seed's page slugs). Pages are
 * written per edition, so the edition's slug is the one that answers, with or without a prefix.
 */
const cookiePolicyPath: Record<Locale, string> = {
  es: '/cms/politica-de-cookies',
  fr: '/cms/politique-de-cookies',
};

/** `?cookies=settings` on any page opens the settings (the cookies policy page links it). */
export const settingsParameter = 'cookies';

function withoutSettingsParameter(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(settingsParameter);
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

const buttonClass =
  'rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * The cookie banner of the store's consent notice, and the tags the visitor agreed to. It is a
 * plain form posting to /cookies/consent, so it works before JavaScript loads; once it has,
 * the choice is stored in the browser without leaving the page.
 */
export function ConsentBanner({ settings }: { settings: WidgetSettings['consent'] }) {
  const t = useTranslate();
  const { editionLocale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<ConsentChoice | null>(settings.choice);
  const [customising, setCustomising] = useState(false);
  // Before React runs the form posts (and the page reloads); after, the choice stays in place.
  const hydrated = useHydrated();
  const settingsRequested =
    new URLSearchParams(location.search).get(settingsParameter) === 'settings';
  const { bannerId, analyticsId, adsId } = settings;

  useEffect(() => {
    loadTrackingTags(consentedTagIds({ analyticsId, adsId }, choice));
  }, [analyticsId, adsId, choice]);

  if (!bannerId) return null;
  const showSettings = settingsRequested || customising;
  if (choice !== null && !showSettings) return null;
  const returnTo = withoutSettingsParameter(location.pathname, location.search);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!bannerId) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const decision = (submitter?.getAttribute('value') ?? 'save') as ConsentDecision;
    const form = new FormData(event.currentTarget);
    const decided = decideConsent(decision, {
      analytics: form.get('analytics') === 'on',
      advertising: form.get('advertising') === 'on',
    });
    rememberConsentInBrowser({ bannerId, ...decided });
    setChoice(decided);
    setCustomising(false);
    if (settingsRequested) void navigate(returnTo, { replace: true, preventScrollReset: true });
    showToast(t('widgets.consent.saved'), 'success');
  }

  function openSettings(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setCustomising(true);
  }

  const settingsHref = `${returnTo}${returnTo.includes('?') ? '&' : '?'}${settingsParameter}=settings`;
  return (
    <section
      aria-label={t('widgets.consent.label')}
      data-widget="cookie-consent"
      data-ready={hydrated}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[85vh] overflow-y-auto border-t border-line bg-white p-5 shadow-[0_-8px_30px_rgba(0,0,0,0.15)] sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-xl sm:border"
    >
      <form method="post" action="/cookies/consent" onSubmit={submit}>
        <input type="hidden" name="returnTo" value={returnTo} />
        <h2 className="text-lg font-semibold text-ink">
          {showSettings ? t('widgets.consent.settingsTitle') : t('widgets.consent.title')}
        </h2>
        <p className="mt-2 text-sm text-ink-soft">
          {t('widgets.consent.text')}{' '}
          <ShopLink
            to={cookiePolicyPath[editionLocale]}
            className="font-medium text-brand-700 underline"
          >
            {t('widgets.consent.policy')}
          </ShopLink>
        </p>
        {showSettings && (
          <fieldset className="mt-4 space-y-3 text-sm">
            <legend className="sr-only">{t('widgets.consent.settingsTitle')}</legend>
            <ConsentOption name="necessary" checked disabled t={t} />
            <ConsentOption name="analytics" checked={choice?.analytics ?? false} t={t} />
            <ConsentOption name="advertising" checked={choice?.advertising ?? false} t={t} />
          </fieldset>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="submit"
            name="decision"
            value="accept"
            className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {t('widgets.consent.acceptAll')}
          </button>
          <button
            type="submit"
            name="decision"
            value="reject"
            className={`${buttonClass} border border-brand-700 text-brand-800 hover:bg-brand-50`}
          >
            {t('widgets.consent.rejectAll')}
          </button>
          {showSettings ? (
            <button
              type="submit"
              name="decision"
              value="save"
              className={`${buttonClass} text-brand-800 underline hover:bg-brand-50`}
            >
              {t('widgets.consent.save')}
            </button>
          ) : (
            <a
              href={settingsHref}
              onClick={openSettings}
              className={`${buttonClass} text-brand-800 underline hover:bg-brand-50`}
            >
              {t('widgets.consent.settings')}
            </a>
          )}
        </div>
      </form>
    </section>
  );
}

type OptionName = 'necessary' | 'analytics' | 'advertising';

function ConsentOption({
  name,
  checked,
  disabled = false,
  t,
}: {
  name: OptionName;
  checked: boolean;
  disabled?: boolean;
  t: ReturnType<typeof useTranslate>;
}) {
  const id = `consent-${name}`;
  return (
    <div className="flex gap-3">
      <input
        id={id}
        type="checkbox"
        name={name}
        defaultChecked={checked}
        disabled={disabled}
        aria-describedby={`${id}-text`}
        className="mt-0.5 size-5 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="font-semibold text-ink">
          {t(`widgets.consent.${name}`)}
        </label>
        <p id={`${id}-text`} className="text-ink-soft">
          {t(`widgets.consent.${name}Text`)}
        </p>
      </div>
    </div>
  );
}
