import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListOf, ValidationErrorBody } from '../../contracts/common.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import {
  BulkPreviewQuery,
  BulkPriceApplied,
  BulkPriceApplyInput,
  BulkPriceChangeInput,
  BulkPricePreview,
  PriceChangesList,
  PriceChangesQuery,
  PricedProduct,
  PricedProductsQuery,
  PriceFilterOptions,
  ProductParams,
  ProductPrices,
  ProductPricesInput,
} from '../../contracts/staff-prices.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { requireStaff, staffBase } from '../../plugins/staff-authentication.ts';
import {
  applyBulkPriceChange,
  previewBulkPriceChange,
} from '../../staff/prices/bulk-price-change.ts';
import { readPriceFilterOptions, readPricedProducts } from '../../staff/prices/price-filter.ts';
import { readPriceChanges } from '../../staff/prices/price-history.ts';
import { readProductPrices, saveProductPrices } from '../../staff/prices/product-prices.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

/** Prices are what the catalogue sells at: catalogue.manage (catalogue editor and owner). */
const config = { staffPermission: 'catalogue.manage' } as const;
const refusals = {
  400: ValidationErrorBody,
  401: CodedErrorBody,
  403: CodedErrorBody,
  404: CodedErrorBody,
};

/**
 * Prices and offers per product, edition and variant, the bulk price change (preview, then
 * apply exactly what was previewed) and the price history (issue 16).
 */
export const priceRoutes: FastifyPluginAsyncZod<StaffContext> = async (app, { db }) => {
  app.get(
    `${staffBase}prices/products/`,
    {
      config,
      schema: {
        summary: 'Products a price filter covers, with their client prices per edition',
        tags,
        querystring: PricedProductsQuery,
        response: { 200: ListOf(PricedProduct), ...refusals },
      },
    },
    (request) => {
      const { category_id, brand_id, store, made_to_measure, q } = request.query;
      const filter = { category_id, brand_id, store, made_to_measure, q };
      return pagedList(request, request.query, (window) =>
        readPricedProducts(db, filter, request.locale, window),
      );
    },
  );

  app.get(
    `${staffBase}prices/filter-options/`,
    {
      config,
      schema: {
        summary: 'The categories and brands a price filter offers',
        tags,
        querystring: StaffQuery,
        response: { 200: PriceFilterOptions, ...refusals },
      },
    },
    (request) => readPriceFilterOptions(db, request.locale),
  );

  app.get(
    `${staffBase}products/:id/prices/`,
    {
      config,
      schema: {
        summary: "A product's client and professional prices and offers per edition and variant",
        tags,
        querystring: StaffQuery,
        params: ProductParams,
        response: { 200: ProductPrices, ...refusals },
      },
    },
    (request) => readProductPrices(db, request.params.id, request.locale),
  );

  app.put(
    `${staffBase}products/:id/prices/`,
    {
      config,
      schema: {
        summary: "Set a product's prices (the rows sent); each change goes on record",
        tags,
        querystring: StaffQuery,
        params: ProductParams,
        body: ProductPricesInput,
        response: { 200: ProductPrices, ...refusals },
      },
    },
    async (request) => {
      await saveProductPrices(db, requireStaff(request), request.params.id, request.body);
      // Listings, product pages and kept guest pages show prices (cache-invalidation/).
      await app.announceChange('catalogue');
      return readProductPrices(db, request.params.id, request.locale);
    },
  );

  app.get(
    `${staffBase}products/:id/price-changes/`,
    {
      config,
      schema: {
        summary: "A product's price history, newest first",
        tags,
        querystring: PriceChangesQuery,
        params: ProductParams,
        response: { 200: PriceChangesList, ...refusals },
      },
    },
    (request) =>
      pagedList(request, request.query, (window) =>
        readPriceChanges(db, request.params.id, window),
      ),
  );

  app.post(
    `${staffBase}prices/bulk/preview/`,
    {
      config,
      schema: {
        summary: 'Every price a bulk change would move (paged), and the token to apply it',
        tags,
        querystring: BulkPreviewQuery,
        body: BulkPriceChangeInput,
        response: { 200: BulkPricePreview, ...refusals },
      },
    },
    async (request) => {
      const answer: { token: string; products: number } = { token: '', products: 0 };
      const list = await pagedList(request, request.query, async (window) => {
        const preview = await previewBulkPriceChange(db, request.body, request.locale, window);
        answer.token = preview.token;
        answer.products = preview.products;
        return preview;
      });
      return { ...list, ...answer };
    },
  );

  app.post(
    `${staffBase}prices/bulk/apply/`,
    {
      config,
      schema: {
        summary: 'Apply the previewed bulk change in one transaction (409 when prices moved since)',
        tags,
        querystring: StaffQuery,
        body: BulkPriceApplyInput,
        response: { 200: BulkPriceApplied, ...refusals, 409: CodedErrorBody },
      },
    },
    async (request) => {
      const applied = await applyBulkPriceChange(
        db,
        requireStaff(request),
        request.body,
        request.locale,
      );
      await app.announceChange('catalogue');
      return applied;
    },
  );
};
