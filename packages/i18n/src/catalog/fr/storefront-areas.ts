import type { StorefrontCatalog } from '../../catalog-shape.ts';
import { accountShell } from './account-shell.ts';
import { cart } from './cart.ts';
import { cartPage } from './cart-page.ts';
import { common } from './common.ts';
import { domain } from './domain.ts';
import { errorPage } from './error-page.ts';
import { home } from './home.ts';
import { layout } from './layout.ts';
import { listing } from './listing.ts';
import { product } from './product.ts';
import { search } from './search.ts';
import { seo } from './seo.ts';
import { widgets } from './widgets.ts';

export const frStorefrontAreas: StorefrontCatalog = {
  accountShell,
  cart,
  cartPage,
  common,
  domain,
  errorPage,
  home,
  layout,
  listing,
  product,
  search,
  seo,
  widgets,
};
