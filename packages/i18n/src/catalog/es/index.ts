import { api } from './api.ts';
import { cart } from './cart.ts';
import { cartPage } from './cart-page.ts';
import { checkout } from './checkout.ts';
import { common } from './common.ts';
import { domain } from './domain.ts';
import { errorPage } from './error-page.ts';
import { home } from './home.ts';
import { layout } from './layout.ts';
import { listing } from './listing.ts';
import { mail } from './mail.ts';
import { orderStatus } from './order-status.ts';
import { product } from './product.ts';

/**
 * The Spanish catalogue is the source of truth for message keys: every other locale must
 * provide exactly the same tree (checked by the type of catalog/fr/index.ts).
 * One file per area so features do not edit each other's messages.
 */
export const es = {
  api,
  cart,
  cartPage,
  checkout,
  common,
  domain,
  errorPage,
  home,
  layout,
  listing,
  mail,
  orderStatus,
  product,
} as const;
