import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots-txt.ts';

describe('robots.txt', () => {
  const text = robotsTxt('http://fr.localhost:3000', ['es']);
  const lines = text.split('\n');

  it("points at the edition's own sitemap", () => {
    expect(lines).toContain('Sitemap: http://fr.localhost:3000/sitemap.xml');
  });

  it('keeps crawlers out of account, checkout, cart, search and api paths in every language', () => {
    for (const path of ['/cart', '/checkout', '/profile', '/login', '/buscar', '/product/']) {
      expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).toContain(`Disallow: /es${path}`);
    }
  });

  it('leaves the catalogue and content open', () => {
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).not.toContain('Disallow: /');
    expect(lines.some((line) => /Disallow: \/(blog|marcas|cms)/.test(line))).toBe(false);
  });
});
