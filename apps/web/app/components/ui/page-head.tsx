import type { EditionAlternates } from '@shop/api/contracts';
import { useLocation } from 'react-router';
import { localizedPath, splitLocalePrefix } from '../../lib/locale-path.ts';
import { useStorefrontData } from '../../lib/use-storefront.ts';
import {
  canonicalHref,
  itemAlternates,
  samePathEverywhere,
  type CanonicalQuery,
} from './head-links.ts';

type PageHeadProps = {
  title: string;
  description?: string;
  noIndex?: boolean;
  /**
   * The page's path in each edition, for hreflang: a translated slug differs, and an edition
   * without the page has null. By default the same path in every edition.
   */
  alternates?: EditionAlternates;
  /** 'listing' for product lists, whose filters and sorting are part of the page's address. */
  query?: CanonicalQuery;
};

/**
 * Title, description, canonical URL (without tracking parameters) and hreflang alternates,
 * computed from the current location so they stay right after client-side navigation.
 * React hoists these tags into the document head.
 */
export function PageHead({
  title,
  description,
  noIndex = false,
  alternates,
  query = 'page-only',
}: PageHeadProps) {
  const storefront = useStorefrontData();
  const location = useLocation();
  const { path } = splitLocalePrefix(location.pathname);
  const linked = storefront && !noIndex;
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {noIndex && <meta name="robots" content="noindex" />}
      {linked && (
        <link
          rel="canonical"
          href={canonicalHref(
            storefront.seo.origin,
            localizedPath(path, storefront.locale, storefront.editionLocale),
            location.search,
            query,
          )}
        />
      )}
      {linked &&
        itemAlternates(
          storefront.seo.editions,
          alternates ?? samePathEverywhere(path),
          location.search,
          query,
        ).map((alternate) => (
          <link
            key={alternate.hrefLang}
            rel="alternate"
            hrefLang={alternate.hrefLang}
            href={alternate.href}
          />
        ))}
    </>
  );
}
