import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/sitemap-index';
import { productCount } from './sitemap-sources.server.ts';
import { productSitemapCount, sitemapHeaders, sitemapIndex } from './sitemap-xml.ts';

/**
 * /sitemap.xml of the edition the host names: an index of its child sitemaps, the products
 * split into files of at most 50,000 URLs so a catalogue of any size stays within the protocol.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const storefront = await resolveStorefront(request);
  const base = `${storefront.url.origin}/sitemaps`;
  const productFiles = productSitemapCount(await productCount(storefront));
  const files = [
    'pages.xml',
    'categories.xml',
    ...Array.from({ length: productFiles }, (_, index) => `products-${index + 1}.xml`),
  ];
  return new Response(sitemapIndex(files.map((file) => ({ loc: `${base}/${file}` }))), {
    headers: sitemapHeaders,
  });
}
