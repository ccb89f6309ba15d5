import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attemptStoreOf } from '../../rate-limit/index.ts';
import type { RouteOptions } from '../route-options.ts';
import type { FileStore } from '../../media/file-store.ts';
import { auditRoutes } from './audit-routes.ts';
import { catalogueSheetRoutes } from './catalogue-sheet-routes.ts';
import { customerRoutes } from './customer-routes.ts';
import { contentRoutes } from './content-routes.ts';
import { couponRoutes } from './coupon-routes.ts';
import { stockRoutes } from './stock-routes.ts';
import { dashboardRoutes } from './dashboard-routes.ts';
import { orderChangesRoutes } from './order-changes-routes.ts';
import { incidentRoutes } from './incident-routes.ts';
import { installationBookingRoutes } from './installation-booking-routes.ts';
import { orderActionRoutes } from './order-actions-routes.ts';
import { orderRoutes } from './order-routes.ts';
import { priceRoutes } from './price-routes.ts';
import { productPhotoRoutes } from './product-photo-routes.ts';
import { productConfiguratorRoutes } from './product-configurator-routes.ts';
import { productRoutes } from './product-routes.ts';
import { quotationRoutes } from './quotation-routes.ts';
import { refundRoutes } from './refund-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { siteRoutes } from './site-routes.ts';
import type { StaffContext } from './staff-context.ts';

/** The staff api (/admin/v1/): sessions, orders, incidents, coupons, products, prices, stock, content, menus and home, quotations, audit and dashboard for the staff app. */
export const staffRoutes: FastifyPluginAsyncZod<
  RouteOptions & Pick<StaffContext, 'env' | 'jwtSecret' | 'storefrontOrigin'> & { files: FileStore }
> = async (app, { db, env, files, jwtSecret, storefrontOrigin }) => {
  const attempts = attemptStoreOf(app, env, db);
  const context: StaffContext = { db, env, attempts, jwtSecret, storefrontOrigin };
  await app.register(sessionRoutes, context);
  await app.register(orderActionRoutes, context);
  await app.register(refundRoutes, context);
  await app.register(dashboardRoutes, context);
  await app.register(orderRoutes, context);
  await app.register(auditRoutes, context);
  await app.register(orderChangesRoutes, context);
  await app.register(incidentRoutes, context);
  await app.register(installationBookingRoutes, context);
  await app.register(customerRoutes, context);
  await app.register(couponRoutes, context);
  await app.register(contentRoutes, context);
  await app.register(siteRoutes, context);
  await app.register(priceRoutes, context);
  await app.register(productRoutes, context);
  await app.register(productPhotoRoutes, { ...context, files });
  await app.register(productConfiguratorRoutes, context);
  await app.register(stockRoutes, context);
  await app.register(quotationRoutes, context);
  await app.register(catalogueSheetRoutes, context);
};
