import { PageHead } from '../../components/ui/page-head.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import { BreadcrumbJsonLd } from '../category-page/breadcrumb-json-ld.tsx';
import { ProductBreadcrumb } from '../product-page/product-breadcrumb.tsx';
import type { ConfiguratorPageData } from './load-configurator-page.server.ts';
import { ScreenChoiceForm } from './screen-choice-form.tsx';
import { ScreenResults } from './screen-results.tsx';
import { useLiveResults } from './use-live-results.ts';

export const configuratorPath = '/configurador';

/** /configurador: choose shape, opening and measures; see the made-to-measure screens that fit. */
export function ConfiguratorPageView({ data }: { data: ConfiguratorPageData }) {
  const t = useTranslate();
  const { store } = useStorefront();
  const { updating } = useLiveResults();
  const breadcrumb = [
    { name: t('listing.breadcrumb.home'), url: '/' },
    { name: t('configuratorPage.breadcrumb'), url: configuratorPath },
  ];
  const trust = [
    { icon: 'ruler', text: t('configuratorPage.trust.madeToMeasure') },
    { icon: 'shield', text: t('configuratorPage.trust.price') },
    { icon: 'truck', text: t('configuratorPage.trust.shipping') },
  ] as const;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-5 pb-16">
      <PageHead
        title={`${t('configuratorPage.meta.title')} | ${store.name}`}
        description={t('configuratorPage.meta.description')}
      />
      <BreadcrumbJsonLd links={breadcrumb} />
      <ProductBreadcrumb links={breadcrumb} />
      <header className="mt-4 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
          {t('configuratorPage.heading')}
        </h1>
        <p className="mt-2 text-lg text-ink-soft">{t('configuratorPage.intro')}</p>
      </header>
      <ul className="mt-5 grid gap-2 text-sm text-ink-soft sm:grid-cols-3">
        {trust.map((item) => (
          <li key={item.icon} className="flex items-center gap-2">
            <Icon name={item.icon} className="size-5 shrink-0 text-brand-700" />
            {item.text}
          </li>
        ))}
      </ul>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[26rem_1fr]">
        <ScreenChoiceForm data={data} />
        <ScreenResults data={data} updating={updating} />
      </div>
    </div>
  );
}
