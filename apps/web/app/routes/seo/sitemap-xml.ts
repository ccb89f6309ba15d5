/** The sitemaps protocol (sitemaps.org 0.9): at most 50,000 URLs in one file. */
export const urlsPerSitemap = 50_000;

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export type SitemapUrl = { loc: string; lastmod?: string | null };

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character);
}

function entry(tag: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl): string {
  const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>\n`;
}

export const urlsetOpening = `${xmlHeader}<urlset xmlns="${namespace}">\n`;
export const urlsetClosing = '</urlset>\n';

export function urlEntries(urls: readonly SitemapUrl[]): string {
  return urls.map((url) => entry('url', url)).join('');
}

export function urlset(urls: readonly SitemapUrl[]): string {
  return urlsetOpening + urlEntries(urls) + urlsetClosing;
}

export function sitemapIndex(sitemaps: readonly SitemapUrl[]): string {
  return `${xmlHeader}<sitemapindex xmlns="${namespace}">\n${sitemaps
    .map((sitemap) => entry('sitemap', sitemap))
    .join('')}</sitemapindex>\n`;
}

/** `/sitemaps/products-2.xml` -> products page 2; anything else is not a product sitemap. */
export function productSitemapNumber(file: string): number | undefined {
  const match = /^products-([1-9]\d*)\.xml$/.exec(file);
  return match ? Number(match[1]) : undefined;
}

export function productSitemapCount(productCount: number): number {
  return Math.ceil(productCount / urlsPerSitemap);
}

/** Every response of the sitemaps: XML, and kept an hour by browsers, CDNs and crawlers. */
export const sitemapHeaders = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
};
