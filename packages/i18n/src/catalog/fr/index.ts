import type { Catalog } from '../../catalog-shape.ts';
import { accountApi } from './account-api.ts';
import { accountMail } from './account-mail.ts';
import { api } from './api.ts';
import { authApi } from './auth-api.ts';
import { frBrowserAreas } from './browser-areas.ts';
import { mail } from './mail.ts';
import { productDocuments } from './product-documents.ts';
import { shopMail } from './shop-mail.ts';
import { incidentsApi } from './incidents-api.ts';
import { couponsApi } from './coupons-api.ts';
import { quotationsApi } from './quotations-api.ts';
import { staffContentApi } from './staff-content-api.ts';
import { staffSiteApi } from './staff-site-api.ts';
import { catalogueSheetsApi } from './catalogue-sheets-api.ts';
import { pricesApi } from './prices-api.ts';
import { productPhotosApi } from './product-photos-api.ts';
import { productsApi } from './products-api.ts';
import { productVariantsApi } from './product-variants-api.ts';
import { stockApi } from './stock-api.ts';
import { orderOpsApi } from './order-ops-api.ts';
import { refundsApi } from './refunds-api.ts';
import { creditNote } from './credit-note.ts';
import { appointmentsApi } from './installation-appointments.ts';
import { staffApi } from './staff-api.ts';
import { staffApp } from './staff-app.ts';

export const fr: Catalog = {
  ...frBrowserAreas,
  api,
  mail,
  shopMail,
  authApi,
  accountApi,
  accountMail,
  productDocuments,
  staffApi,
  staffApp,
  orderOpsApi,
  incidentsApi,
  couponsApi,
  quotationsApi,
  staffContentApi,
  staffSiteApi,
  pricesApi,
  catalogueSheetsApi,
  productsApi,
  productPhotosApi,
  productVariantsApi,
  stockApi,
  refundsApi,
  creditNote,
  appointmentsApi,
};
