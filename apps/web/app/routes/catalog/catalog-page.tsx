import { lazy } from 'react';
import { data } from 'react-router';
import { loadCategoryPage } from '../../features/category-page/load-category-page.server.ts';
import { loadProductPage } from '../../features/product-page/load-product-page.server.ts';
import { productPageMeta } from '../../features/product-page/product-page-meta.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/catalog-page';

// One route serves two kinds of page: each loads only its own code (a product page does not
// download the listing's filters, a category page not the gallery and buy box). The first render
// waits for its module without a fallback, so the server's HTML stays as it is; client
// navigations fetch it beside the data (clientLoader), so the address bar never runs ahead of
// the page.
const productPageModule = () => import('../../features/product-page/product-page.tsx');
const categoryPageModule = () => import('../../features/category-page/category-page.tsx');
const ProductPage = lazy(() =>
  productPageModule().then((module) => ({ default: module.ProductPage })),
);
const CategoryPage = lazy(() =>
  categoryPageModule().then((module) => ({ default: module.CategoryPage })),
);

/** A category lives at the root of the shop under its slug: '/mamparas-de-ducha'. */
function categorySlug(path: string): string | undefined {
  return /^\/([^/.]+)\/?$/.exec(path)?.[1];
}

/**
 * Every path no other route claims (SPEC section 2, fallback): a product page (slug + .html)
 * or a category; anything else, or an unknown slug, is the 404 page with its status.
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await resolveStorefront(args.request);
  if (storefront.path.endsWith('.html')) {
    return { kind: 'product' as const, product: await loadProductPage(args) };
  }
  const slug = categorySlug(storefront.path);
  if (!slug) throw data({ detail: 'not found' }, { status: 404 });
  const category = await loadCategoryPage(args.request, storefront, decodeURIComponent(slug));
  // Spread: 'load more' reads the next page's `listing` at the top of this route's data.
  return { kind: 'category' as const, ...category };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const isProduct = new URL(request.url).pathname.endsWith('.html');
  const [pageData] = await Promise.all([
    serverLoader(),
    isProduct ? productPageModule() : categoryPageModule(),
  ]);
  return pageData;
}

/** A category page writes its own head (PageHead); a product page's head comes from here. */
export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.kind === 'product' ? productPageMeta(loaderData.product) : [];
}

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'product') return <ProductPage data={loaderData.product} />;
  return <CategoryPage data={loaderData} />;
}
