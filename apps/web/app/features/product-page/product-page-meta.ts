import type { MetaDescriptor } from 'react-router';
import { imageUrl } from '../../lib/image-url.ts';
import type { ProductPageData } from './load-product-page.server.ts';

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * The head of a product page: title, description, canonical, hreflang per edition (the slug
 * differs by language), Open Graph and the JSON-LD Product/Offer/BreadcrumbList, with an
 * AggregateRating only when the product has reviews.
 */
export function productPageMeta(data: ProductPageData): MetaDescriptor[] {
  const { product, head, store } = data;
  const { origin } = head;
  const images = product.images.map((image) =>
    absolute(origin, imageUrl(store.imageCdnUrl, image.public_id, 865)),
  );
  const offer = {
    '@type': 'Offer',
    url: head.canonical,
    priceCurrency: 'EUR',
    price: (product.prices.pvp / 100).toFixed(2),
    availability:
      product.stock.available || product.made_to_measure
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: store.name },
  };
  const productLd = {
    '@type': 'Product',
    name: product.name,
    sku: product.ref,
    description: product.seo.description || product.short_description,
    image: images,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    offers: offer,
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
          },
        }
      : {}),
  };
  const breadcrumbLd = {
    '@type': 'BreadcrumbList',
    itemListElement: product.breadcrumb.map((link, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: link.name,
      item: absolute(origin, link.url),
    })),
  };
  const title = product.seo.title || product.name;
  return [
    { title: `${title} | ${store.name}` },
    { name: 'description', content: product.seo.description || product.short_description },
    { tagName: 'link', rel: 'canonical', href: head.canonical },
    ...head.alternates.map((alternate) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hrefLang,
      href: alternate.href,
    })),
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.name },
    { property: 'og:url', content: head.canonical },
    ...(images[0] ? [{ property: 'og:image', content: images[0] }] : []),
    { 'script:ld+json': { '@context': 'https://schema.org', '@graph': [productLd, breadcrumbLd] } },
  ];
}
