import { describe, expect, it } from 'vitest';
import {
  canonicalHref,
  itemAlternates,
  samePathEverywhere,
  thisEditionOnly,
} from './head-links.ts';

describe('canonicalHref', () => {
  it('drops the tracking parameters of SPEC section 9 and keeps the others', () => {
    expect(
      canonicalHref(
        'http://localhost:3000',
        '/mamparas-de-ducha',
        '?gclid=1&page=2&utm_source=news&fbclid=x&srsltid=y&msclkid=z&utm_medium=m' +
          '&utm_campaign=c&utm_term=t&utm_content=k',
      ),
    ).toBe('http://localhost:3000/mamparas-de-ducha?page=2');
  });

  it('keeps a listing’s filters and sorting, and only the page number anywhere else', () => {
    const search = '?acabado=negro&sort=price&page=2&utm_source=news';
    expect(canonicalHref('http://localhost:3000', '/mamparas-de-ducha', search, 'listing')).toBe(
      'http://localhost:3000/mamparas-de-ducha?acabado=negro&sort=price&page=2',
    );
    expect(canonicalHref('http://localhost:3000', '/blog', search)).toBe(
      'http://localhost:3000/blog?page=2',
    );
    expect(canonicalHref('http://localhost:3000', '/signup', '?professional=1')).toBe(
      'http://localhost:3000/signup',
    );
  });

  it('drops the cookie-settings switch, which changes nothing on the page', () => {
    expect(
      canonicalHref('http://fr.localhost', '/cms/politique-cookies', '?cookies=settings'),
    ).toBe('http://fr.localhost/cms/politique-cookies');
  });
});

const editions = [
  { hrefLang: 'es-ES', origin: 'http://localhost:3000', language: 'es' },
  { hrefLang: 'fr-FR', origin: 'http://fr.localhost:3000', language: 'fr' },
  { hrefLang: 'x-default', origin: 'http://localhost:3000', language: 'es' },
] as const;

describe('itemAlternates', () => {
  it('links the same path in every edition, x-default included', () => {
    expect(itemAlternates(editions, samePathEverywhere('/blog'), '?utm_source=x')).toEqual([
      { hrefLang: 'es-ES', href: 'http://localhost:3000/blog' },
      { hrefLang: 'fr-FR', href: 'http://fr.localhost:3000/blog' },
      { hrefLang: 'x-default', href: 'http://localhost:3000/blog' },
    ]);
  });

  it('links each edition at its own translated path', () => {
    const paths = { es: '/mamparas-de-ducha', fr: '/parois-de-douche' };
    expect(itemAlternates(editions, paths, '?page=2')).toEqual([
      { hrefLang: 'es-ES', href: 'http://localhost:3000/mamparas-de-ducha?page=2' },
      { hrefLang: 'fr-FR', href: 'http://fr.localhost:3000/parois-de-douche?page=2' },
      { hrefLang: 'x-default', href: 'http://localhost:3000/mamparas-de-ducha?page=2' },
    ]);
  });

  it('leaves out an edition that does not have the item, x-default with the fallback one', () => {
    expect(itemAlternates(editions, thisEditionOnly('fr', '/blog/un-article'), '')).toEqual([
      { hrefLang: 'fr-FR', href: 'http://fr.localhost:3000/blog/un-article' },
    ]);
    expect(itemAlternates(editions, thisEditionOnly('es', '/instalacion-de-mamparas'), '')).toEqual(
      [
        { hrefLang: 'es-ES', href: 'http://localhost:3000/instalacion-de-mamparas' },
        { hrefLang: 'x-default', href: 'http://localhost:3000/instalacion-de-mamparas' },
      ],
    );
  });
});
