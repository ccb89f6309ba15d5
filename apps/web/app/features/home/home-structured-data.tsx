import { JsonLd } from '../../components/ui/json-ld.tsx';
import { useStorefront } from '../../lib/use-storefront.ts';

type Shop = { origin: string; name: string; telephone: { show: boolean; number: string } };

/**
 * Organization (who sells) and WebSite with a SearchAction (the sitelinks search box) for the
 * home page; the search action opens the shop's own results page.
 */
export function homeStructuredData({ origin, name, telephone }: Shop) {
  const home = `${origin}/`;
  const organization = {
    '@type': 'Organization',
    '@id': `${home}#organization`,
    name,
    url: home,
    ...(telephone.show && {
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: telephone.number,
        contactType: 'customer service',
      },
    }),
  };
  const website = {
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name,
    url: home,
    publisher: { '@id': organization['@id'] },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/buscar?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  return { '@context': 'https://schema.org', '@graph': [organization, website] };
}

export function HomeStructuredData() {
  const { store, seo } = useStorefront();
  return (
    <JsonLd
      data={homeStructuredData({
        origin: seo.origin,
        name: store.name,
        telephone: store.telephone,
      })}
    />
  );
}
