import type { ProductCard } from '@shop/api/contracts';
import type { Configuration } from '@shop/domain';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import { itemAlternates } from '../../components/ui/head-links.ts';
import { localizedPath } from '../../lib/locale-path.ts';
import { editionOrigins } from '../../lib/seo.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { plainConfiguration } from '../configurator/plain-configuration.ts';
import { priceRequest } from '../configurator/price-request.ts';
import { customerType } from '../../lib/customer-type.server.ts';
import { createProductApi, type ProductApi } from './product-api.server.ts';
import { loadProductFeedback } from './product-feedback.server.ts';
import { productSlug } from './product-slug.ts';

/** Two rows of four on a wide screen; asking for more only weighed on the page's data. */
const relatedProductsShown = 8;

/** A widget's failure leaves it out instead of failing the page. */
function orEmpty<Item>(list: Promise<{ results: Item[] }>): Promise<Item[]> {
  return list.then(
    (page) => page.results,
    () => [],
  );
}

/** The plain form's price; a refusal leaves the issues the form already shows. */
function serverPrice(api: ProductApi, productId: number, configuration: Configuration) {
  return api
    .priceConfiguration(productId, priceRequest(configuration))
    .then((answer) => answer.prices.total)
    .catch(() => null);
}

/**
 * The product page: the product and its configurator are awaited (they are the first screen
 * and the form that works without JavaScript); reviews, questions and related products
 * stream in after the first bytes. Everything after the product needs only its id, so it is
 * all asked at once: a product the caches no longer hold costs two api round trips, not three.
 */
export async function loadProductPage({ request }: LoaderFunctionArgs) {
  const storefront = await resolveStorefront(request);
  const slug = productSlug(storefront.path);
  if (!slug) throw data({ detail: 'not a product page' }, { status: 404 });
  const { store, locale, editionLocale } = storefront;
  const api = createProductApi({ store: store.code, language: locale }, customerType(request));
  const product = await api.bySlug(slug);
  // The api answers an old slug of a renamed product with a 301 that fetch follows: the
  // product then comes back under its new slug, and the shopper is sent there for good.
  if (product.slug !== slug)
    throw redirect(
      `${localizedPath(product.url, locale, editionLocale)}${storefront.url.search}`,
      301,
    );
  // Started before the configurator is awaited; each settles on its own (a failure is empty).
  const feedback = loadProductFeedback(api, product.id);
  const related = orEmpty<ProductCard>(api.related(product.id, relatedProductsShown));
  const configurator = await api.configurator(product.id);
  const plain = plainConfiguration(configurator, storefront.url.searchParams);
  const { origin, editions } = editionOrigins(storefront);
  return {
    product,
    configurator,
    store: {
      code: store.code,
      name: store.name,
      imageCdnUrl: store.image_cdn_url,
      facilityAvailable: store.facility_available,
    },
    head: {
      origin,
      canonical: `${origin}${localizedPath(product.url, locale, editionLocale)}`,
      alternates: itemAlternates(editions, product.alternates, ''),
    },
    plain: plain && {
      ...plain,
      price:
        plain.issues.length === 0 ? await serverPrice(api, product.id, plain.configuration) : null,
    },
    feedback,
    related,
  };
}
export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;
