import { homeBaselineKind } from './baselines/home-data.ts';
import type { LoadFigures } from './load.ts';
import type { Comparison } from './report.ts';
import { menusPath, searchPath, type Targets } from './targets.ts';

// The issues' targets: printed beside the figures, not asserted.
export const goals = {
  listing: 'p99 <= 25 ms, req/s >= 50% of baseline (PostgreSQL)',
  productPage: 'p95 <= 60 ms (PostgreSQL)',
  categoryScores: 'performance >= 95 (issue 5)',
  productScores: 'performance >= 95, JS <= 120 KB (issue 5)',
  contentPage: 'SEO 100, a11y >= 95, BP >= 95 (issue 8)',
};

export interface CachedFigures {
  urls: Targets & { homeUrl: string; categoryUrl: string; productUrl: string };
  home: LoadFigures;
  homeBaseline: LoadFigures;
  menus: LoadFigures;
  menusBaseline: LoadFigures;
  listing: LoadFigures;
  listingBaseline: LoadFigures;
  search: LoadFigures;
  categoryPage: LoadFigures;
  productPage: LoadFigures;
}

/** The targets a cache may answer (the pages, the menus, a repeated listing URL). */
export function compareCached(figures: CachedFigures): Comparison[] {
  const { urls } = figures;
  const api = 'shop: api';
  const bareFastify = (what: string) => `baseline: bare Fastify, ${what}`;
  return [
    {
      target: 'home SSR /',
      url: urls.homeUrl,
      shop: { server: 'shop: web server.ts + api', figures: figures.home },
      baseline: { server: `baseline: ${homeBaselineKind}`, figures: figures.homeBaseline },
    },
    {
      target: 'menus call',
      url: menusPath,
      shop: { server: api, figures: figures.menus },
      baseline: { server: bareFastify('same query'), figures: figures.menusBaseline },
    },
    {
      target: 'listing call',
      url: urls.listingPath,
      shop: { server: api, figures: figures.listing },
      baseline: { server: bareFastify('same use case'), figures: figures.listingBaseline },
      goal: goals.listing,
    },
    { target: 'search call', url: searchPath, shop: { server: api, figures: figures.search } },
    {
      target: `category page SSR ${urls.categoryPagePath}`,
      url: urls.categoryUrl,
      shop: { server: 'shop: web server.ts + api', figures: figures.categoryPage },
    },
    {
      target: 'product page SSR',
      url: urls.productUrl,
      shop: { server: 'shop: web server.ts + api', figures: figures.productPage },
      goal: goals.productPage,
    },
  ];
}
