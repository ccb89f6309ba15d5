import { PageHead } from '../../components/ui/page-head.tsx';
import { BreadcrumbJsonLd } from '../../features/category-page/breadcrumb-json-ld.tsx';
import { ProductBreadcrumb } from '../../features/product-page/product-breadcrumb.tsx';
import { pageOf } from '../../features/blog/blog-api.server.ts';
import { BlogPager } from '../../features/blog/blog-pager.tsx';
import { OpinionList } from '../../features/reviews/opinion-list.tsx';
import { opinionsPath, RatingsWidget } from '../../features/reviews/ratings-widget.tsx';
import { opinionsPageSize, storeReviews } from '../../features/reviews/reviews-api.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/opinions';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['blog'] };

/** /opiniones: the store's published reviews, newest first, with the overall rating. */
export async function loader({ request }: Route.LoaderArgs) {
  const { store, locale, url } = await resolveStorefront(request);
  const page = pageOf(url);
  const list = await storeReviews({ store: store.code, language: locale }, page);
  return {
    reviews: list.results,
    rating: list.rating,
    page,
    pages: Math.max(1, Math.ceil(list.count / opinionsPageSize)),
    timeZone: store.time_zone,
  };
}

export default function Opinions({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { store } = useStorefront();
  const { reviews, rating, page, pages, timeZone } = loaderData;
  const breadcrumb = [
    { name: t('blog.home'), url: '/' },
    { name: t('blog.opinions.meta.title'), url: opinionsPath },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16">
      <PageHead
        title={`${t('blog.opinions.meta.title')} | ${store.name}`}
        description={t('blog.opinions.meta.description')}
      />
      <BreadcrumbJsonLd links={breadcrumb} />
      <ProductBreadcrumb links={breadcrumb} />
      <header className="mt-4 flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {t('blog.opinions.heading')}
          </h1>
          <p className="mt-3 text-lg text-ink-soft">{t('blog.opinions.intro')}</p>
        </div>
        <RatingsWidget rating={rating} />
      </header>
      <div className="mt-8">
        {reviews.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-ink-soft ring-1 ring-line">
            {t('blog.opinions.none')}
          </p>
        ) : (
          <OpinionList reviews={reviews} timeZone={timeZone} />
        )}
      </div>
      <BlogPager path={opinionsPath} page={page} pages={pages} />
    </div>
  );
}
