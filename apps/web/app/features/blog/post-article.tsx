import type { NamedLink, Post } from '@shop/api/contracts';
import { useId } from 'react';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { thisEditionOnly } from '../../components/ui/head-links.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useLocale, useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import { parsePageBody } from '../content-page/page-body.ts';
import { PageBodyView } from '../content-page/page-body-view.tsx';
import { ProductBreadcrumb } from '../product-page/product-breadcrumb.tsx';
import { PostCard, postCategoryPath, postPath } from './post-card.tsx';
import { PostFaqs } from './post-faqs.tsx';
import { PostStructuredData } from './post-structured-data.tsx';
import { formatLongDate } from '../../lib/local-format.ts';

export type PostPageData = { post: Post; breadcrumb: NamedLink[]; timeZone: string };

/** /blog/{slug}: breadcrumb, cover, the article, its FAQs, a way to the shop, related posts. */
export function PostArticle({ data }: { data: PostPageData }) {
  const t = useTranslate();
  const { locale, editionLocale } = useLocale();
  const { store } = useStorefront();
  const { post, breadcrumb, timeZone } = data;
  const relatedId = useId();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16">
      <PageHead
        title={`${post.seo_title} | ${store.name}`}
        description={post.seo_description}
        alternates={thisEditionOnly(editionLocale, postPath(post.slug))}
      />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={post.title} />
      <PostStructuredData post={post} breadcrumb={breadcrumb} />
      <ProductBreadcrumb links={breadcrumb} />
      <article className="mx-auto mt-6 max-w-3xl">
        <header>
          {post.category && (
            <ShopLink
              to={postCategoryPath(post.category.slug)}
              className="text-sm font-semibold tracking-wide text-brand-700 uppercase underline-offset-2 hover:underline"
            >
              {post.category.name}
            </ShopLink>
          )}
          <h1 className="mt-2 text-3xl leading-tight font-bold tracking-tight text-brand-900 sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-4 text-lg text-ink-soft">{post.excerpt}</p>
          <p className="mt-4 text-sm text-ink-soft">
            <time dateTime={post.published_at}>
              {t('blog.published', { date: formatLongDate(post.published_at, locale, timeZone) })}
            </time>
            {post.author_name && <> · {t('blog.by', { author: post.author_name })}</>}
          </p>
        </header>
        {post.image_public_id && (
          <CatalogImage
            publicId={post.image_public_id}
            alt=""
            width={1200}
            height={630}
            widths={[480, 640, 865, 1200, 1500]}
            sizes="(min-width: 800px) 768px, 95vw"
            priority
            className="mt-6 aspect-[40/21] w-full rounded-2xl bg-brand-50 object-cover"
          />
        )}
        <div className="text-[1.0625rem]">
          <PageBodyView blocks={parsePageBody(post.body)} />
        </div>
        <PostFaqs faqs={post.faqs} />
        <aside className="mt-12 rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
          <p className="text-xl font-bold">{t('blog.shopCta.title')}</p>
          <p className="mt-2 text-brand-100">{t('blog.shopCta.text')}</p>
          <p className="mt-5 flex flex-wrap gap-3">
            <ShopLink
              to={t('blog.shopCta.screensPath')}
              className="inline-flex min-h-11 items-center rounded-full bg-white px-6 font-semibold text-brand-900 hover:bg-brand-50"
            >
              {t('blog.shopCta.screens')}
            </ShopLink>
            <ShopLink
              to="/medicion-instalacion-mamparas"
              className="inline-flex min-h-11 items-center rounded-full px-6 font-semibold text-white ring-1 ring-white/70 hover:bg-white/10"
            >
              {t('blog.shopCta.guide')}
            </ShopLink>
          </p>
        </aside>
      </article>
      {post.related.length > 0 && (
        <section aria-labelledby={relatedId} className="mt-16">
          <h2 id={relatedId} className="text-2xl font-bold tracking-tight text-brand-900">
            {t('blog.related')}
          </h2>
          <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {post.related.map((related) => (
              <li key={related.id}>
                <PostCard post={related} timeZone={timeZone} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
