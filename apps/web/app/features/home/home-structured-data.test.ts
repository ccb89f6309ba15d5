import { describe, expect, it } from 'vitest';
import { jsonLdText } from '../../components/ui/json-ld.tsx';
import { homeStructuredData } from './home-structured-data.tsx';

describe('home structured data', () => {
  const data = homeStructuredData({
    origin: 'http://fr.localhost:3000',
    name: 'Mamparas <Shop>',
    telephone: { show: true, number: '+33 1 23 45 67 89' },
  });

  it('names the shop and lets a search engine search it', () => {
    const [organization, website] = data['@graph'];
    expect(organization).toMatchObject({
      '@type': 'Organization',
      url: 'http://fr.localhost:3000/',
      contactPoint: { telephone: '+33 1 23 45 67 89' },
    });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'http://fr.localhost:3000/buscar?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('cannot close its script element early', () => {
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)['@graph'][0].name).toBe('Mamparas <Shop>');
  });

  it('leaves the telephone out when the store hides it', () => {
    const hidden = homeStructuredData({
      origin: 'http://localhost',
      name: 'Shop',
      telephone: { show: false, number: '900' },
    });
    expect(hidden['@graph'][0]).not.toHaveProperty('contactPoint');
  });
});
