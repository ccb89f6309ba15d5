import { account } from './account.ts';
import { authPages } from './auth-pages.ts';
import { blog } from './blog.ts';
import { cart } from './cart.ts';
import { cartPage } from './cart-page.ts';
import { checkout } from './checkout.ts';
import { common } from './common.ts';
import { configuratorPage } from './configurator-page.ts';
import { content } from './content.ts';
import { domain } from './domain.ts';
import { errorPage } from './error-page.ts';
import { home } from './home.ts';
import { layout } from './layout.ts';
import { listing } from './listing.ts';
import { orderStatus } from './order-status.ts';
import { product } from './product.ts';
import { search } from './search.ts';
import { seo } from './seo.ts';
import { widgets } from './widgets.ts';

/**
 * The Spanish areas a page may translate in the browser (components, meta functions). The
 * browser downloads only these, and only for the page's language (../../translate.browser.ts).
 * An area only servers read (api answers, e-mails) belongs in index.ts instead.
 */
export const esBrowserAreas = {
  account,
  authPages,
  blog,
  cart,
  cartPage,
  checkout,
  common,
  configuratorPage,
  content,
  domain,
  errorPage,
  home,
  layout,
  listing,
  orderStatus,
  product,
  search,
  seo,
  widgets,
} as const;
