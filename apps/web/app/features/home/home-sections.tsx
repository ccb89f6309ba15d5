import { ConfiguratorEntry } from '../configurator-page/configurator-entry.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import { BrandStrip } from './brand-strip.tsx';
import { DeferredSection } from './deferred-section.tsx';
import { HeroSlider } from './hero-slider.tsx';
import { HighlightedCategories } from './highlighted-categories.tsx';
import { HomeBanners } from './home-banners.tsx';
import type { HomeData } from './load-home.server.ts';
import { SeoText } from './seo-text.tsx';
import { Trends, TrendsPlaceholder } from './trends.tsx';

/** The home's sections below its head, the same for shoppers and for a staff preview. */
export function HomeSections({ data }: { data: HomeData }) {
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
