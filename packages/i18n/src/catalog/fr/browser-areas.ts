import type { BrowserCatalog } from '../../catalog-shape.ts';
import { account } from './account.ts';
import { authPages } from './auth-pages.ts';
import { blog } from './blog.ts';
import { checkout } from './checkout.ts';
import { configuratorPage } from './configurator-page.ts';
import { content } from './content.ts';
import { orderStatus } from './order-status.ts';
import { frStorefrontAreas } from './storefront-areas.ts';

export const frBrowserAreas: BrowserCatalog = {
  ...frStorefrontAreas,
  account,
  authPages,
  blog,
  checkout,
  configuratorPage,
  content,
  orderStatus,
};
