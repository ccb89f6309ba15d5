import { canonicalUrl } from '@shop/domain';
import { useLocation } from 'react-router';
import { localizedPath, splitLocalePrefix } from '../../lib/locale-path.ts';
import { useStorefrontData } from '../../lib/use-storefront.ts';

type PageHeadProps = { title: string; description?: string; noIndex?: boolean };

/**
 * Title, description, canonical URL (without tracking parameters) and hreflang alternates,
 * computed from the current location so they stay right after client-side navigation.
 * React hoists these tags into the document head.
 */
export function PageHead({ title, description, noIndex = false }: PageHeadProps) {
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
          href={canonicalUrl(
            `${storefront.seo.origin}${localizedPath(path, storefront.locale, storefront.editionLocale)}${location.search}`,
          )}
        />
      )}
      {linked &&
        storefront.seo.editions.map((edition) => (
          <link
            key={edition.hrefLang}
            rel="alternate"
            hrefLang={edition.hrefLang}
            href={canonicalUrl(`${edition.origin}${path}${location.search}`)}
          />
        ))}
    </>
  );
}
