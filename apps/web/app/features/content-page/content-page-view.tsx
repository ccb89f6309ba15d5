import { PageHead } from '../../components/ui/page-head.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import { BreadcrumbJsonLd } from '../category-page/breadcrumb-json-ld.tsx';
import { ProductBreadcrumb } from '../product-page/product-breadcrumb.tsx';
import type { ContentPageData } from './load-content-page.server.ts';
import { headingsOf, parsePageBody } from './page-body.ts';
import { PageBodyView } from './page-body-view.tsx';
import { TableOfContents } from './table-of-contents.tsx';

/** Pages with this many sections or more get a table of contents. */
const sectionsForContents = 3;

/** A content page: breadcrumb (with its JSON-LD), title, table of contents when long, body. */
export function ContentPageView({ data }: { data: ContentPageData }) {
  const t = useTranslate();
  const { page, storeName } = data;
  const blocks = parsePageBody(page.body);
  const headings = headingsOf(blocks);
  const breadcrumb = [{ name: t('content.home'), url: '/' }, ...data.breadcrumb];
  const withContents = headings.length >= sectionsForContents;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16">
      <PageHead
        title={`${page.seo_title || page.title} | ${storeName}`}
        description={page.seo_description || undefined}
        alternates={data.alternates}
      />
      <BreadcrumbJsonLd links={breadcrumb} />
      <ProductBreadcrumb links={breadcrumb} />
      <div className={withContents ? 'mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_16rem]' : 'mt-6'}>
        <article className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {page.title}
          </h1>
          {withContents && (
            <div className="mt-6 lg:hidden">
              <TableOfContents headings={headings} />
            </div>
          )}
          <PageBodyView blocks={blocks} showcases={data.showcases} />
        </article>
        {withContents && (
          <aside className="hidden lg:block">
            <TableOfContents headings={headings} />
          </aside>
        )}
      </div>
    </div>
  );
}
