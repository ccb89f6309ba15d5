import type autocannon from 'autocannon';
import { addRowRequest, cartRowsPath, measureCheckouts } from './checkout-load.ts';
import {
  cacheMissingListingPath,
  cacheMissingRequest,
  readCatalogueOptions,
  type CatalogueOptions,
} from './cache-missing-listing.ts';
import { loadApi, loadBaseline, ports, problems, step } from './load-steps.ts';
import type { LoadFigures } from './load.ts';
import type { Comparison } from './report.ts';

/**
 * Issue 18's targets that no cache can answer: the cache-missing listing, adding a row to a
 * cart and whole checkouts, each beside the bare baseline doing the least the same use case
 * needs.
 */
const listingSeed = 18;
export const checkoutLoad = { workers: 10, seconds: 10 };
/** The README's uncached listing before issue 18: 44 req/s at 50 connections, 10,000 products. */
const uncachedListingBefore = 44;

export async function measureUncachedOnShop(apiUrl: string) {
  step('reading every category and its filters for the cache-missing listing');
  const catalogue = await readCatalogueOptions(apiUrl);
  const cacheMissing = await loadApi(
    'cache-missing listing (shop)',
    apiUrl,
    '/',
    cacheMissingRequest(catalogue, listingSeed),
  );
  const addRow = await addRowRequest(apiUrl);
  const cartAddRow = await loadApi('cart add-row call (shop)', apiUrl, cartRowsPath, addRow);
  step(`checking out with ${checkoutLoad.workers} guests for ${checkoutLoad.seconds} s`);
  const checkout = await measureCheckouts(apiUrl, checkoutLoad.workers, checkoutLoad.seconds);
  if (checkout.failed > 0) problems.push(`checkout: ${checkout.failed} checkouts failed`);
  return { catalogue, addRow, cacheMissing, cartAddRow, checkout };
}

/** Once the shop has stopped (PGlite lets one process hold a data folder). */
export async function measureUncachedBaselines(
  env: Record<string, string>,
  onShop: { catalogue: CatalogueOptions; addRow: autocannon.Request },
) {
  const cacheMissingBaseline = await loadBaseline(
    'cache-missing listing (baseline)',
    './baselines/listing-server.ts',
    ports.cacheMissingBaseline,
    env,
    '/',
    cacheMissingRequest(onShop.catalogue, listingSeed),
  );
  const cartRowBaseline = await loadBaseline(
    'cart add-row call (baseline)',
    './baselines/cart-row-server.ts',
    ports.cartRowBaseline,
    env,
    cartRowsPath,
    onShop.addRow,
  );
  return { cacheMissingBaseline, cartRowBaseline };
}

function cacheMissingGoal(products: number): string {
  return products >= 100_000
    ? 'p99 <= 250 ms (issue 18, PostgreSQL, 100,000 products)'
    : `p99 <= 100 ms, req/s >= ${10 * uncachedListingBefore} (10x ${uncachedListingBefore}; issue 18, PostgreSQL)`;
}

export function compareUncached(
  figures: {
    cacheMissing: LoadFigures;
    cacheMissingBaseline: LoadFigures;
    cartAddRow: LoadFigures;
    cartRowBaseline: LoadFigures;
  },
  products: number,
): Comparison[] {
  return [
    {
      target: 'cache-missing listing (never the same URL)',
      url: cacheMissingListingPath,
      shop: { server: 'shop: api', figures: figures.cacheMissing },
      baseline: {
        server: 'baseline: bare Fastify, same use case, same URLs',
        figures: figures.cacheMissingBaseline,
      },
      goal: cacheMissingGoal(products),
    },
    {
      target: 'cart add-row call (POST, priced by the server)',
      url: cartRowsPath,
      shop: { server: 'shop: api', figures: figures.cartAddRow },
      baseline: {
        server: 'baseline: bare Fastify, lock cart + insert row',
        figures: figures.cartRowBaseline,
      },
      goal: 'p99 <= 30 ms (issue 6), <= 100 ms (issue 18, PostgreSQL)',
    },
  ];
}
