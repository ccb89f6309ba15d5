import { locales, type Locale } from '@shop/i18n';
import { redirect } from 'react-router';
import { apiErrorStatus, unlessNotFound, type ApiScope } from '../../lib/api.server.ts';
import { localizedPath } from '../../lib/locale-path.ts';
import type { Storefront } from '../../lib/storefront.server.ts';
import { categorySlugOf } from '../category-page/category-slug.ts';
import { contentPathOfSlug, isContentPagePath, pageSlugOf } from '../content-page/content-paths.ts';
import { pageBySlug } from '../content-page/load-content-page.server.ts';
import { createListingApi } from '../listing/listing-api.server.ts';
import { createProductApi } from '../product-page/product-api.server.ts';
import { productSlug } from '../product-page/product-slug.ts';

/** A page of the edition in one of its languages: the locale and the path without its prefix. */
export type PageAddress = { locale: Locale; path: string };

/**
 * Where a page is in another language of the same edition: its own translation (exact), or the
 * nearest page that has one when it has none. Paths are without the locale prefix.
 */
export type PageTranslation = { path: string; exact: boolean };

const samePage = (path: string): PageTranslation => ({ path, exact: true });
const nearest = (path: string): PageTranslation => ({ path, exact: false });
const home = nearest('/');

/** The category's path in the target language; undefined when the slug is no category here. */
async function categoryPath(scope: ApiScope, slug: string, target: Locale) {
  const category = await unlessNotFound(createListingApi(scope, 'C').category(slug));
  return category && { path: category.translations[target] };
}

async function productTranslation(scope: ApiScope, slug: string, target: Locale) {
  // Prices play no part in where a page is: any customer type reads the same translations.
  const product = await unlessNotFound(createProductApi(scope, 'C').bySlug(slug));
  if (!product) return home;
  const own = product.translations[target];
  if (own !== null) return samePage(own);
  const category = product.category && (await categoryPath(scope, product.category.slug, target));
  return category?.path ? nearest(category.path) : home;
}

async function contentPageTranslation(scope: ApiScope, path: string, target: Locale) {
  const page = await unlessNotFound(pageBySlug(scope, pageSlugOf(path)));
  const own = page?.translations[target];
  return own ? samePage(contentPathOfSlug(own)) : home;
}

/**
 * The one rule of the language switcher (and of the locale cookie's redirect): the same page
 * in the target language of this edition. Products, categories and content pages have their
 * own slug per language (the api's translations); a product without a translation leads to
 * its category, a blog post to the blog (each edition writes its blog in one language, so a
 * post has no counterpart), anything else without one to the home page. Every other page
 * (cart, search, account, brands, order status...) has the same path in every language.
 */
export async function translatedPage(
  { store }: Pick<Storefront, 'store'>,
  from: PageAddress,
  target: Locale,
): Promise<PageTranslation> {
  const { path } = from;
  if (from.locale === target) return samePage(path);
  const scope: ApiScope = { store: store.code, language: from.locale };
  const product = productSlug(path);
  if (product) return productTranslation(scope, product, target);
  if (/^\/blog\/./.test(path)) return nearest('/blog');
  if (isContentPagePath(path)) return contentPageTranslation(scope, path, target);
  const categorySlug = categorySlugOf(path);
  const category = categorySlug && (await categoryPath(scope, categorySlug, target));
  if (!category) return samePage(path);
  return category.path === null ? home : samePage(category.path);
}

/**
 * A product or category address of the other language under this one (links in a page written
 * in the other language, an old bookmark, a switch made on a stale page): the same item's
 * address in this page's language, if it has one.
 */
async function ownLanguagePath(storefront: Storefront): Promise<string | undefined> {
  const { locale, path } = storefront;
  const other = locales.find((candidate) => candidate !== locale);
  if (!other) return undefined;
  const found = await translatedPage(storefront, { locale: other, path }, locale);
  return found.exact && found.path !== path ? found.path : undefined;
}

/**
 * Loads a catalogue page; its 404 for a product or category slug of the other language becomes
 * a 301 to the same item's address in this page's language.
 */
export async function orOwnLanguageSlug<Loaded>(
  storefront: Storefront,
  load: () => Promise<Loaded>,
): Promise<Loaded> {
  try {
    return await load();
  } catch (error) {
    if (apiErrorStatus(error) === 404) {
      const own = await ownLanguagePath(storefront);
      const { locale, editionLocale, url } = storefront;
      if (own) throw redirect(`${localizedPath(own, locale, editionLocale)}${url.search}`, 301);
    }
    throw error;
  }
}
