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

/**
 * The Spanish areas every storefront page may translate in the browser: the header, footer and
 * widgets, and the catalogue's pieces that show on most pages (product cards, the buy box, the
 * cart panel). The browser downloads them as one chunk, for the page's language only
 * (../../translate.browser.ts).
 */
export const esStorefrontAreas = {
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
} as const;
