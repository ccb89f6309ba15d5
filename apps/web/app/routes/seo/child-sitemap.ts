import { resolveStorefront, type Storefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/child-sitemap';
import {
  categoryUrls,
  contentUrls,
  productCount,
  productsPerApiPage,
  productUrls,
} from './sitemap-sources.server.ts';
import {
  productSitemapCount,
  productSitemapNumber,
  sitemapHeaders,
  urlEntries,
  urlset,
  urlsetClosing,
  urlsetOpening,
  urlsPerSitemap,
} from './sitemap-xml.ts';

/**
 * One product sitemap, streamed: each api page is written out as soon as it arrives, so the
 * first bytes leave at once and no more than one api page is held in memory.
 */
function productSitemap(storefront: Storefront, sitemapNumber: number, count: number): Response {
  const apiPagesPerSitemap = urlsPerSitemap / productsPerApiPage;
  const firstApiPage = (sitemapNumber - 1) * apiPagesPerSitemap + 1;
  const lastApiPage = Math.min(
    firstApiPage + apiPagesPerSitemap - 1,
    Math.ceil(count / productsPerApiPage),
  );
  const encoder = new TextEncoder();
  let apiPage = firstApiPage;
  let done = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(urlsetOpening));
    },
    async pull(controller) {
      if (done) return;
      const urls = await productUrls(storefront, apiPage);
      if (urls.length > 0) controller.enqueue(encoder.encode(urlEntries(urls)));
      apiPage += 1;
      if (apiPage > lastApiPage) {
        done = true;
        controller.enqueue(encoder.encode(urlsetClosing));
        controller.close();
      }
    },
  });
  return new Response(body, { headers: sitemapHeaders });
}

/** /sitemaps/pages.xml, /sitemaps/categories.xml and /sitemaps/products-{n}.xml. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const storefront = await resolveStorefront(request);
  const file = params.file;
  if (file === 'pages.xml') {
    return new Response(urlset(await contentUrls(storefront)), { headers: sitemapHeaders });
  }
  if (file === 'categories.xml') {
    return new Response(urlset(await categoryUrls(storefront)), { headers: sitemapHeaders });
  }
  const sitemapNumber = file === undefined ? undefined : productSitemapNumber(file);
  const count = sitemapNumber === undefined ? 0 : await productCount(storefront);
  if (sitemapNumber === undefined || sitemapNumber > productSitemapCount(count)) {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  }
  return productSitemap(storefront, sitemapNumber, count);
}
