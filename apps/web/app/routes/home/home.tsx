import type { HomePreview } from '@shop/api/contracts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ConfiguratorEntry } from '../../features/configurator-page/configurator-entry.tsx';
import { HomeStructuredData } from '../../features/home/home-structured-data.tsx';
import { BrandStrip } from '../../features/home/brand-strip.tsx';
import { DeferredSection } from '../../features/home/deferred-section.tsx';
import { HeroSlider } from '../../features/home/hero-slider.tsx';
import { HighlightedCategories } from '../../features/home/highlighted-categories.tsx';
import { HomeBanners } from '../../features/home/home-banners.tsx';
import { SeoText } from '../../features/home/seo-text.tsx';
import { Trends, TrendsPlaceholder } from '../../features/home/trends.tsx';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/home';

/**
 * Sliders and categories fill the first screen and are awaited; the rest streams in after.
 * A staff preview (home-preview.tsx) brings its own sliders and banners.
 */
export async function loadHome(request: Request, previewed?: HomePreview) {
  const { api } = await resolveStorefront(request);
  const results = <Item,>(list: Promise<{ results: Item[] }>) => list.then((page) => page.results);
  // A streamed section that fails is left out. Settling here also keeps a failure that comes
  // after the render was aborted (a visitor who left) from being an unhandled rejection that
  // would stop the whole process.
  const streamed = <Item,>(list: Promise<{ results: Item[] }>) =>
    results(list).catch((error: unknown) => {
      console.error('home section failed', error);
      return [] as Item[];
    });
  const [sliders, categories] = await Promise.all([
    previewed?.sliders ?? results(api.home.sliders()),
    results(api.home.categories()),
  ]);
  return {
    sliders,
    categories,
    trends: streamed(api.home.products()),
    banners: previewed ? Promise.resolve(previewed.banners) : streamed(api.home.banners()),
    brands: streamed(api.home.brands()),
    seoTexts: streamed(api.home.seoTexts()),
  };
}

export function loader({ request }: Route.LoaderArgs) {
  return loadHome(request);
}

/** The home's sections below its head, the same for shoppers and for a staff preview. */
export function HomeSections({ data }: { data: Awaited<ReturnType<typeof loadHome>> }) {
  const t = useTranslate();
  const { sliders, categories, trends, banners, brands, seoTexts } = data;
  return (
    <>
      <h1 className="sr-only">{t('home.heading')}</h1>
      <HeroSlider slides={sliders} />
      <HighlightedCategories categories={categories} />
      <ConfiguratorEntry />
      <DeferredSection data={trends} placeholder={<TrendsPlaceholder />}>
        {(products) => <Trends products={products} />}
      </DeferredSection>
      <DeferredSection data={banners} placeholder={null}>
        {(list) => <HomeBanners banners={list} />}
      </DeferredSection>
      <DeferredSection data={brands} placeholder={null}>
        {(list) => <BrandStrip brands={list} />}
      </DeferredSection>
      <DeferredSection data={seoTexts} placeholder={null}>
        {(list) => <SeoText texts={list} />}
      </DeferredSection>
    </>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { store } = useStorefront();
  return (
    <>
      <PageHead
        title={t('home.meta.title', { store: store.name })}
        description={t('home.meta.description')}
      />
      <HomeStructuredData />
      <HomeSections data={loaderData} />
    </>
  );
}
