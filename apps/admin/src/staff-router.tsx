import { createBrowserRouter } from 'react-router';
import { auditLogLoader, AuditLogPage } from './routes/audit-log.tsx';
import { catalogueSheetsAction, CatalogueSheetsPage } from './routes/catalogue-sheets.tsx';
import {
  customerDetailLoader,
  CustomerDetailPage,
  customersLoader,
  CustomersPage,
} from './routes/customers.tsx';
import {
  couponsLoader,
  CouponsPage,
  couponUsageLoader,
  CouponUsagePage,
} from './routes/coupons.tsx';
import { couponFormAction, couponFormLoader, CouponFormPage } from './routes/coupon-form.tsx';
import {
  quotationEditorAction,
  quotationEditorLoader,
  QuotationEditorPage,
} from './routes/quotation-editor.tsx';
import { quotationsLoader, QuotationsPage } from './routes/quotations.tsx';
import {
  productConfiguratorAction,
  productConfiguratorLoader,
  ProductConfiguratorPage,
} from './routes/product-configurator.tsx';
import { productFormAction, productFormLoader, ProductFormPage } from './routes/product-form.tsx';
import { productsLoader, ProductsPage } from './routes/products.tsx';
import {
  questionsAction,
  questionsLoader,
  QuestionsPage,
  reviewsAction,
  reviewsLoader,
  ReviewsPage,
} from './routes/community.tsx';
import {
  contentLoader,
  ContentPage,
  contentTextAction,
  contentTextLoader,
  ContentTextPage,
} from './routes/content.tsx';
import { dashboardLoader, DashboardPage } from './routes/dashboard.tsx';
import { homeSlideAction, homeSlideLoader, HomeSlidePage } from './routes/site-home-slide.tsx';
import { homeSlidesLoader, HomeSlidesPage } from './routes/site-home.tsx';
import { menusAction, menusLoader, MenusPage } from './routes/site-menus.tsx';
import { seoAction, seoLoader, SeoPage } from './routes/site-seo.tsx';
import { orderActionsAction } from './routes/order-actions.ts';
import {
  incidentDetailAction,
  incidentDetailLoader,
  IncidentDetailPage,
  incidentsLoader,
  IncidentsPage,
} from './routes/incidents.tsx';
import { installationsLoader, InstallationsPage } from './routes/installations.tsx';
import { orderDetailLoader, OrderDetailPage } from './routes/order-detail.tsx';
import { ordersListLoader, OrdersListPage } from './routes/orders-list.tsx';
import { pricesLoader, PricesPage } from './routes/prices.tsx';
import {
  productPricesAction,
  productPricesLoader,
  ProductPricesPage,
} from './routes/product-prices.tsx';
import { bulkPricesAction, bulkPricesLoader, BulkPricesPage } from './routes/prices-bulk.tsx';
import {
  professionalsAction,
  professionalsLoader,
  ProfessionalsPage,
} from './routes/professionals.tsx';
import { NotFoundPage, RouteError } from './routes/route-error.tsx';
import { shellLoader, shouldRevalidateShell, StaffShell } from './routes/staff-shell.tsx';
import { signInAction, signInLoader, SignInPage } from './routes/sign-in.tsx';
import { signOutAction } from './routes/sign-out.ts';
import { stockLoader, StockPage } from './routes/stock.tsx';
import {
  stockProductAction,
  stockProductLoader,
  StockProductPage,
} from './routes/stock-product.tsx';

/** One route per screen; every screen but sign-in sits in the shell, which needs a session. */
export const staffRouter = createBrowserRouter([
  {
    path: '/sign-in',
    loader: signInLoader,
    action: signInAction,
    Component: SignInPage,
    ErrorBoundary: RouteError,
  },
  { path: '/sign-out', action: signOutAction, ErrorBoundary: RouteError },
  {
    id: 'shell',
    path: '/',
    loader: shellLoader,
    shouldRevalidate: shouldRevalidateShell,
    Component: StaffShell,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, loader: dashboardLoader, Component: DashboardPage },
          { path: 'orders', loader: ordersListLoader, Component: OrdersListPage },
          {
            path: 'orders/:orderId',
            loader: orderDetailLoader,
            action: orderActionsAction,
            Component: OrderDetailPage,
          },
          { path: 'audit', loader: auditLogLoader, Component: AuditLogPage },
          { path: 'installations', loader: installationsLoader, Component: InstallationsPage },
          { path: 'incidents', loader: incidentsLoader, Component: IncidentsPage },
          {
            path: 'incidents/:incidentId',
            loader: incidentDetailLoader,
            action: incidentDetailAction,
            Component: IncidentDetailPage,
          },
          { path: 'customers', loader: customersLoader, Component: CustomersPage },
          {
            path: 'customers/:customerId',
            loader: customerDetailLoader,
            Component: CustomerDetailPage,
          },
          {
            path: 'professionals',
            loader: professionalsLoader,
            action: professionalsAction,
            Component: ProfessionalsPage,
          },
          { path: 'products', loader: productsLoader, Component: ProductsPage },
          {
            path: 'products/new',
            loader: productFormLoader,
            action: productFormAction,
            Component: ProductFormPage,
          },
          {
            path: 'products/:productId',
            loader: productFormLoader,
            action: productFormAction,
            Component: ProductFormPage,
          },
          {
            path: 'products/:productId/configurator',
            loader: productConfiguratorLoader,
            action: productConfiguratorAction,
            Component: ProductConfiguratorPage,
          },
          { path: 'coupons', loader: couponsLoader, Component: CouponsPage },
          {
            path: 'coupons/new',
            loader: couponFormLoader,
            action: couponFormAction,
            Component: CouponFormPage,
          },
          {
            path: 'coupons/:couponId',
            loader: couponFormLoader,
            action: couponFormAction,
            Component: CouponFormPage,
          },
          {
            path: 'coupons/:couponId/usage',
            loader: couponUsageLoader,
            Component: CouponUsagePage,
          },
          { path: 'quotations', loader: quotationsLoader, Component: QuotationsPage },
          {
            path: 'quotations/new',
            loader: quotationEditorLoader,
            action: quotationEditorAction,
            Component: QuotationEditorPage,
          },
          {
            path: 'quotations/:quotationId',
            loader: quotationEditorLoader,
            action: quotationEditorAction,
            Component: QuotationEditorPage,
          },
          { path: 'content', loader: contentLoader, Component: ContentPage },
          {
            path: 'content/:kind/:textId',
            loader: contentTextLoader,
            action: contentTextAction,
            Component: ContentTextPage,
          },
          { path: 'menus', loader: menusLoader, action: menusAction, Component: MenusPage },
          { path: 'home-slides', loader: homeSlidesLoader, Component: HomeSlidesPage },
          {
            path: 'home-slides/:kind/new',
            loader: homeSlideLoader,
            action: homeSlideAction,
            Component: HomeSlidePage,
          },
          {
            path: 'home-slides/:kind/:slideId',
            loader: homeSlideLoader,
            action: homeSlideAction,
            Component: HomeSlidePage,
          },
          { path: 'seo', loader: seoLoader, action: seoAction, Component: SeoPage },
          {
            path: 'questions',
            loader: questionsLoader,
            action: questionsAction,
            Component: QuestionsPage,
          },
          { path: 'reviews', loader: reviewsLoader, action: reviewsAction, Component: ReviewsPage },
          { path: 'prices', loader: pricesLoader, Component: PricesPage },
          {
            path: 'prices/bulk',
            loader: bulkPricesLoader,
            action: bulkPricesAction,
            Component: BulkPricesPage,
          },
          {
            path: 'prices/:productId',
            loader: productPricesLoader,
            action: productPricesAction,
            Component: ProductPricesPage,
          },
          {
            path: 'catalogue-sheets',
            action: catalogueSheetsAction,
            Component: CatalogueSheetsPage,
          },
          { path: 'stock', loader: stockLoader, Component: StockPage },
          {
            path: 'stock/:productId',
            loader: stockProductLoader,
            action: stockProductAction,
            Component: StockProductPage,
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
