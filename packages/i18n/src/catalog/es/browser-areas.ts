import { account } from './account.ts';
import { authPages } from './auth-pages.ts';
import { blog } from './blog.ts';
import { checkout } from './checkout.ts';
import { configuratorPage } from './configurator-page.ts';
import { content } from './content.ts';
import { orderStatus } from './order-status.ts';
import { esStorefrontAreas } from './storefront-areas.ts';

/**
 * The Spanish areas a page may translate in the browser (components, meta functions): those of
 * every page (storefront-areas.ts) and those only some pages use, each fetched by the pages
 * that name it (apps/web lib/page-messages.ts). An area only servers read (api answers,
 * e-mails) belongs in index.ts instead.
 */
export const esBrowserAreas = {
  ...esStorefrontAreas,
  account,
  authPages,
  blog,
  checkout,
  configuratorPage,
  content,
  orderStatus,
} as const;
