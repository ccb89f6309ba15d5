import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  productSitemapCount,
  productSitemapNumber,
  sitemapIndex,
  urlset,
} from './sitemap-xml.ts';

describe('sitemap XML', () => {
  it('writes a urlset with escaped locations and optional lastmod', () => {
    const xml = urlset([
      { loc: 'http://localhost/mamparas?a=1&b=<2>', lastmod: '2026-11-01T10:00:00Z' },
      { loc: 'http://localhost/' },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>http://localhost/mamparas?a=1&amp;b=&lt;2&gt;</loc>' +
        '<lastmod>2026-11-01T10:00:00Z</lastmod></url>\n' +
        '<url><loc>http://localhost/</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('writes a sitemap index', () => {
    const xml = sitemapIndex([{ loc: 'http://fr.localhost/sitemaps/pages.xml' }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>http://fr.localhost/sitemaps/pages.xml</loc></sitemap>');
    expect(xml.trimEnd().endsWith('</sitemapindex>')).toBe(true);
  });

  it('escapes every XML special character', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('splits products into files of at most 50,000 URLs', () => {
    expect(productSitemapCount(0)).toBe(0);
    expect(productSitemapCount(1)).toBe(1);
    expect(productSitemapCount(50_000)).toBe(1);
    expect(productSitemapCount(50_001)).toBe(2);
  });

  it('recognises only product sitemap file names', () => {
    expect(productSitemapNumber('products-1.xml')).toBe(1);
    expect(productSitemapNumber('products-12.xml')).toBe(12);
    expect(productSitemapNumber('products-0.xml')).toBeUndefined();
    expect(productSitemapNumber('products-01.xml')).toBeUndefined();
    expect(productSitemapNumber('products-1.xml.gz')).toBeUndefined();
    expect(productSitemapNumber('pages.xml')).toBeUndefined();
  });
});
