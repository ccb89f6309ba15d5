import { formatMoney } from '@shop/domain';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';
import type { ConfiguratorPageData } from './load-configurator-page.server.ts';
import type { ScreenRanges } from './screen-match.ts';

function rangesText(t: ReturnType<typeof useTranslate>, ranges: ScreenRanges) {
  return t('configuratorPage.results.ranges', {
    widthMin: ranges.width.minCm,
    widthMax: ranges.width.maxCm,
    heightMin: ranges.height.minCm,
    heightMax: ranges.height.maxCm,
  });
}

function Notice({ children }: { children: string }) {
  return (
    <p className="rounded-2xl bg-brand-50 p-5 text-brand-900 ring-1 ring-brand-100">{children}</p>
  );
}

type Result = ConfiguratorPageData['results'][number];

function ResultCard({ result }: { result: Result }) {
  const t = useTranslate();
  const { locale } = useLocale();
  const { card } = result;
  return (
    <li
      data-testid="configurator-result"
      className="grid grid-cols-[5rem_1fr] gap-4 rounded-2xl bg-white p-4 ring-1 ring-line sm:grid-cols-[9rem_1fr_auto] sm:items-center"
    >
      <div className="aspect-square self-start rounded-xl bg-white sm:self-center">
        {card.image_public_id && (
          <CatalogImage
            publicId={card.image_public_id}
            alt=""
            width={320}
            height={320}
            widths={[160, 320]}
            sizes="144px"
            className="size-full object-contain"
          />
        )}
      </div>
      <div className="min-w-0 space-y-1">
        {card.brand && (
          <p className="text-xs font-semibold uppercase tracking-wider text-ink-soft">
            {card.brand.name}
          </p>
        )}
        <h3 className="font-semibold leading-snug text-ink">
          <ShopLink to={card.url} className="hover:underline">
            {card.name}
          </ShopLink>
        </h3>
        <p className="text-sm text-ink-soft">
          {t('configuratorPage.results.finishes', { finishes: result.finishes.join(', ') })}
        </p>
        <p className="text-sm text-ink-soft">{rangesText(t, result.ranges)}</p>
        {card.delivery_days && (
          <p className="flex items-center gap-1.5 text-sm text-brand-700">
            <Icon name="truck" className="size-4" />
            {t('configuratorPage.results.delivery', card.delivery_days)}
          </p>
        )}
      </div>
      <div className="col-span-2 space-y-2 border-t border-line pt-3 sm:col-span-1 sm:w-64 sm:border-0 sm:pt-0 sm:text-right">
        <p className="text-sm text-ink-soft">{t('configuratorPage.results.price')}</p>
        <p>
          <span className="block text-2xl font-bold tracking-tight" data-testid="result-price">
            {formatMoney(result.price, locale)}
          </span>
          <span className="text-xs text-ink-soft">{t('configuratorPage.results.vat')}</span>
        </p>
        <ShopLink
          to={result.link}
          aria-label={t('configuratorPage.results.configureLabel', { name: card.name })}
          className="flex h-11 items-center justify-center rounded-full bg-accent-500 px-5 font-semibold text-ink hover:bg-accent-100"
        >
          {t('configuratorPage.results.configure')}
        </ShopLink>
      </div>
    </li>
  );
}

/** What fits the customer's choices, priced by the server, or what is still missing. */
export function ScreenResults({
  data,
  updating,
}: {
  data: ConfiguratorPageData;
  updating: boolean;
}) {
  const t = useTranslate();
  const { measured, results, misfits } = data;
  return (
    <section aria-labelledby="configurator-results" aria-busy={updating} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="configurator-results" className="text-xl font-bold text-brand-900">
          {measured
            ? t('configuratorPage.results.title', {
                width: measured.width,
                height: measured.height,
              })
            : t('configuratorPage.results.heading')}
        </h2>
        <p aria-live="polite" className="text-sm text-ink-soft">
          {updating
            ? t('configuratorPage.updating')
            : measured && t('configuratorPage.results.count', { count: results.length })}
        </p>
      </div>
      <div className={updating ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
        {!data.shape ? (
          <Notice>{t('configuratorPage.chooseShape')}</Notice>
        ) : !measured ? (
          <Notice>{t('configuratorPage.enterMeasures')}</Notice>
        ) : data.together ? (
          <p
            role="alert"
            className="rounded-2xl bg-accent-100 p-5 font-semibold text-accent-700"
            data-testid="measures-together-error"
          >
            {t('configuratorPage.errors.together', {
              width: measured.width,
              height: measured.height,
            })}
          </p>
        ) : (
          <ul className="space-y-3">
            {results.map((result) => (
              <ResultCard key={result.card.id} result={result} />
            ))}
          </ul>
        )}
        {measured && misfits.length > 0 && (
          <div className="mt-6 rounded-2xl bg-white p-4 ring-1 ring-line">
            <h3 className="font-semibold">{t('configuratorPage.results.misfits')}</h3>
            <ul className="mt-2 space-y-2 text-sm">
              {misfits.map(({ card, ranges }) => (
                <li key={card.id}>
                  <ShopLink to={card.url} className="font-medium text-brand-700 hover:underline">
                    {card.name}
                  </ShopLink>
                  <span className="block text-ink-soft">{rangesText(t, ranges)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
