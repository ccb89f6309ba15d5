import type { NamedLink, PostCategory, PostSummary } from '@shop/api/contracts';
import { thisEditionOnly } from '../../components/ui/head-links.ts';
import { PageHead } from '../../components/ui/page-head.tsx';
import { useLocale, useStorefront, useTranslate } from '../../lib/use-storefront.ts';
import { BreadcrumbJsonLd } from '../category-page/breadcrumb-json-ld.tsx';
import { ProductBreadcrumb } from '../product-page/product-breadcrumb.tsx';
import { RatingsWidget } from '../reviews/ratings-widget.tsx';
import type { RatingSummary } from '../reviews/rating-summary.ts';
import { BlogPager } from './blog-pager.tsx';
import { CategoryNav } from './category-nav.tsx';
import { PostCard } from './post-card.tsx';

export type PostListData = {
  heading: string;
  intro: string;
  metaTitle: string;
  breadcrumb: NamedLink[];
  categories: PostCategory[];
  currentCategory: string | null;
  posts: PostSummary[];
  page: number;
  pages: number;
  path: string;
  timeZone: string;
  rating: RatingSummary | null;
};

/** /blog and /blog/cat/{slug}: heading, categories, the page's posts and the pager. */
export function PostListView({ data }: { data: PostListData }) {
  const t = useTranslate();
  const { store } = useStorefront();
  const { editionLocale } = useLocale();
  const pageSuffix = data.page > 1 ? ` (${t('blog.paging.page', { page: data.page })})` : '';
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 pb-16">
      <PageHead
        title={`${data.metaTitle}${pageSuffix} | ${store.name}`}
        description={data.intro}
        // Each edition writes its own blog categories; the blog itself is in both.
        alternates={
          data.currentCategory === null ? undefined : thisEditionOnly(editionLocale, data.path)
        }
      />
      <BreadcrumbJsonLd links={data.breadcrumb} />
      <ProductBreadcrumb links={data.breadcrumb} />
      <header className="mt-4 flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {data.heading}
          </h1>
          <p className="mt-3 text-lg text-ink-soft">{data.intro}</p>
        </div>
        {data.rating && <RatingsWidget rating={data.rating} linked />}
      </header>
      <CategoryNav categories={data.categories} current={data.currentCategory} />
      {data.posts.length === 0 ? (
        <p className="mt-10 rounded-2xl bg-white p-6 text-ink-soft ring-1 ring-line">
          {t('blog.empty')}
        </p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.posts.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} timeZone={data.timeZone} priority={index < 2} />
            </li>
          ))}
        </ul>
      )}
      <BlogPager path={data.path} page={data.page} pages={data.pages} />
    </div>
  );
}
