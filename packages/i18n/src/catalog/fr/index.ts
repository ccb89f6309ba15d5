import type { Catalog } from '../../catalog-shape.ts';
import { api } from './api.ts';
import { common } from './common.ts';
import { domain } from './domain.ts';
import { errorPage } from './error-page.ts';
import { home } from './home.ts';
import { layout } from './layout.ts';
import { listing } from './listing.ts';
import { product } from './product.ts';

export const fr: Catalog = { api, common, domain, errorPage, home, layout, listing, product };
