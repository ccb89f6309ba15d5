import { lazy } from 'react';
import { data } from 'react-router';
import { categorySlugOf } from '../../features/category-page/category-slug.ts';
import { orOwnLanguageSlug } from '../../features/language-switch/page-translation.server.ts';
import { loadCategoryPage } from '../../features/category-page/load-category-page.server.ts';
import { loadProductPage } from '../../features/product-page/load-product-page.server.ts';
import { productPageMeta } from '../../features/product-page/product-page-meta.ts';
import { resolveStorefront, type Storefront } from '../../lib/storefront.server.ts';
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

/**
 * Every path no other route claims (SPEC section 2, fallback): a product page (slug + .html)
 * or a category; anything else, or an unknown slug, is the 404 page with its status. A slug
 * of the other language is sent (301) to the same item's address in this one.
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await resolveStorefront(args.request);
  return orOwnLanguageSlug(storefront, () => loadCatalogPage(args, storefront));
}

async function loadCatalogPage(args: Route.LoaderArgs, storefront: Storefront) {
  if (storefront.path.endsWith('.html')) {
    return { kind: 'product' as const, product: await loadProductPage(args) };
  }
  const slug = categorySlugOf(storefront.path);
  if (!slug) throw data({ detail: 'not found' }, { status: 404 });
  const category = await loadCategoryPage(args.request, storefront, slug);
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
