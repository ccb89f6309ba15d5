import type { NamedLink } from '@shop/api/contracts';
import { useLocalizedPath, useStorefront } from '../../lib/use-storefront.ts';

/** schema.org BreadcrumbList, so search results show the category's place in the shop. */
export function BreadcrumbJsonLd({ links }: { links: readonly NamedLink[] }) {
  const { seo } = useStorefront();
  const localized = useLocalizedPath();
  const list = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: links.map((link, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: link.name,
      item: `${seo.origin}${localized(link.url)}`,
    })),
  };
  // '<' escaped so no text of the catalogue can close the script element.
  const json = JSON.stringify(list).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
