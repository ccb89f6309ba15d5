import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import { LocaleSwitch } from '../language-switch/locale-switch.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { PaymentBadges } from './payment-badges.tsx';
import { SeoMenuColumns } from './seo-menu.tsx';
import { SocialLinks } from './social-links.tsx';

export function SiteFooter() {
  const t = useTranslate();
  const { store } = useStorefront();
  return (
    <footer className="mt-16">
      <NewsletterForm />
      <div className="bg-brand-900 text-brand-100">
        <div className="mx-auto max-w-7xl px-4 py-12">
          {store.telephone.show && (
            <a
              href={`tel:${store.telephone.number.replace(/\s/g, '')}`}
              className="mb-10 inline-block text-lg font-semibold text-white hover:underline"
            >
              {t('layout.header.phone', { number: store.telephone.number })}
            </a>
          )}
          <div className="grid gap-10 lg:grid-cols-4">
            <nav
              aria-label={t('layout.footer.seoMenu')}
              className="grid gap-8 sm:grid-cols-3 lg:col-span-3"
            >
              <SeoMenuColumns />
            </nav>
            <div className="space-y-8">
              <PaymentBadges />
              <SocialLinks />
              <LocaleSwitch />
            </div>
          </div>
        </div>
        <p className="border-t border-white/10 px-4 py-5 text-center text-sm text-brand-100">
          {t('layout.footer.copyright', { year: new Date().getFullYear(), store: store.name })}
        </p>
      </div>
    </footer>
  );
}
