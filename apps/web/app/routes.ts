import {
  index,
  layout,
  prefix,
  route,
  type RouteConfig,
  type RouteConfigEntry,
} from '@react-router/dev/routes';
import { locales } from '@shop/i18n';
import { accountPages } from './routes/account/account-routes.ts';
import { blogPages } from './routes/blog/blog-routes.ts';
import { contentPages } from './routes/content/content-routes.ts';
import { seoRoutes } from './routes/seo/seo-routes.ts';

/**
 * The storefront pages, once unprefixed (the edition's own language) and once under each
 * locale prefix (the other language); route ids carry the prefix so each copy is distinct.
 */
function storefront(idPrefix: string): RouteConfigEntry[] {
  const page = (path: string, file: string, id: string) =>
    route(path, file, { id: `${idPrefix}${id}` });
  return [
    // Resource routes the browser fetches as the customer types or after a page loads.
    page('buscar/sugerencias', 'routes/search/suggestions.ts', 'search-suggestions'),
    page('vistos-recientemente', 'routes/catalog/recently-viewed.ts', 'recently-viewed'),
    page('product/question', 'routes/product/question.ts', 'product-question'),
    page('cart/add', 'routes/cart/add.ts', 'cart-add'),
    page('cart/panel', 'routes/cart/panel.ts', 'cart-panel'),
    page('estado-pedido/factura', 'routes/order-status/order-invoice.ts', 'order-invoice'),
    page('checkout/sequra/:payment_reference', 'routes/checkout/sequra-form.ts', 'checkout-sequra'),
    ...accountPages(page, idPrefix),
    // The checkout keeps the customer on the purchase: its own minimal layout (SPEC section 2).
    layout('routes/layouts/checkout-layout.tsx', { id: `${idPrefix}checkout-layout` }, [
      page('checkout', 'routes/checkout/checkout.tsx', 'checkout'),
      page(
        'checkout/result/:payment_reference?',
        'routes/checkout/checkout-result.tsx',
        'checkout-result',
      ),
    ]),
    layout('routes/layouts/storefront-layout.tsx', { id: `${idPrefix}storefront` }, [
      index('routes/home/home.tsx', { id: `${idPrefix}home` }),
      page('buscar', 'routes/search/search-results.tsx', 'search'),
      page('marcas', 'routes/brands/brand-list.tsx', 'brands'),
      page('marcas/:slug', 'routes/brands/brand-page.tsx', 'brand'),
      page('ofertas', 'routes/catalog/offers.tsx', 'offers'),
      page('novedades', 'routes/catalog/novelties.tsx', 'novelties'),
      page('comparar', 'routes/catalog/compare.tsx', 'compare'),
      page('platos-de-ducha', 'routes/catalog/shower-trays.tsx', 'shower-trays'),
      page('configurador', 'routes/configurator/configurator-page.tsx', 'configurator'),
      page('cart', 'routes/cart/cart.tsx', 'cart'),
      page('estado-pedido', 'routes/order-status/order-status.tsx', 'order-status'),
      ...blogPages(page, idPrefix),
      ...contentPages(page, idPrefix),
      // Categories (/{slug}) and product pages (/{slug}.html); anything else is the 404 page.
      page('*', 'routes/catalog/catalog-page.tsx', 'catalog'),
    ]),
  ];
}

export default [
  // Product page resource routes (web-product), under each locale prefix like the pages:
  // configurator complements by type and price confirmation, installation places, quick view.
  ...['', ...locales.map((locale) => `${locale}/`)].flatMap((idPrefix) => [
    route(`${idPrefix}product/:productId/complements`, 'routes/product/complements.ts', {
      id: `${idPrefix}product-complements`,
    }),
    route(`${idPrefix}product/:productId/price`, 'routes/product/price.ts', {
      id: `${idPrefix}product-price`,
    }),
    route(`${idPrefix}product/:productId/quick-view`, 'routes/product/quick-view.ts', {
      id: `${idPrefix}product-quick-view`,
    }),
    route(`${idPrefix}product/installation-places`, 'routes/product/installation-places.ts', {
      id: `${idPrefix}product-installation-places`,
    }),
  ]),
  route('healthz', 'routes/system/healthz.ts'),
  route('favicon.ico', 'routes/system/favicon.ts'),
  route('media/*', 'routes/system/media.ts'),
  route('locale', 'routes/system/locale.ts'),
  route('newsletter/subscribe', 'routes/newsletter/subscribe.ts'),
  ...seoRoutes(),
  ...storefront(''),
  ...locales.flatMap((locale) => prefix(locale, storefront(`${locale}/`))),
] satisfies RouteConfig;
