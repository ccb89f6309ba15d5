import { useId } from 'react';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import { configuratorPath } from './configurator-page-view.tsx';
import { ShapePictogram } from './shape-pictogram.tsx';

/** The way into /configurador for a customer who knows the bathroom but not the product. */
export function ConfiguratorEntry() {
  const t = useTranslate();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto mt-14 max-w-7xl px-4 sm:mt-20">
      <div className="flex flex-col gap-5 rounded-2xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:p-8">
        <div className="flex shrink-0 gap-2" aria-hidden="true">
          <ShapePictogram shape="frontal" />
          <ShapePictogram shape="angular" />
          <ShapePictogram shape="banera" />
        </div>
        <div className="flex-1">
          <h2 id={headingId} className="text-xl font-bold sm:text-2xl">
            {t('configuratorPage.entry.title')}
          </h2>
          <p className="mt-1 text-brand-100">{t('configuratorPage.entry.text')}</p>
        </div>
        <ShopLink
          to={configuratorPath}
          className="flex h-12 shrink-0 items-center justify-center rounded-full bg-accent-500 px-6 font-semibold text-ink hover:bg-accent-100"
        >
          {t('configuratorPage.entry.cta')}
        </ShopLink>
      </div>
    </section>
  );
}
