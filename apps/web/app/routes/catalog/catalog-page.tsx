import { data } from 'react-router';
import { CategoryPage } from '../../features/category-page/category-page.tsx';
import { loadCategoryPage } from '../../features/category-page/load-category-page.server.ts';
import { loadProductPage } from '../../features/product-page/load-product-page.server.ts';
import { ProductPage } from '../../features/product-page/product-page.tsx';
import { productPageMeta } from '../../features/product-page/product-page-meta.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/catalog-page';

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

/** A category page writes its own head (PageHead); a product page's head comes from here. */
export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.kind === 'product' ? productPageMeta(loaderData.product) : [];
}

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'product') return <ProductPage data={loaderData.product} />;
  return <CategoryPage data={loaderData} />;
}
