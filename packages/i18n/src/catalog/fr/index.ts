import type { Catalog } from '../../catalog-shape.ts';
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

export const fr: Catalog = {
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
};
