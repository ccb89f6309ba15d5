import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListOf, PageQuery, ValidationErrorBody } from '../../contracts/common.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import {
  StockAdjustment,
  StockAdjustmentInput,
  StockFilters,
  StockLevel,
  StockListQuery,
  StockMovementRow,
  StockProductParams,
} from '../../contracts/staff-stock.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { requireStaff, staffBase } from '../../plugins/staff-authentication.ts';
import {
  adjustStock,
  readStockFilters,
  readStockLevel,
  readStockMovements,
  readStockPage,
} from '../../stock/staff-stock.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

/**
 * Whoever reads orders may read levels and the ledger (support answers "is it in stock?", a
 * catalogue editor sees what sells); changing stock is running the catalogue: catalogue.manage.
 */
const read = { staffPermission: 'orders.read' } as const;
const manage = { staffPermission: 'catalogue.manage' } as const;
const refusals = {
  400: ValidationErrorBody,
  401: CodedErrorBody,
  403: CodedErrorBody,
  404: CodedErrorBody,
};

/** Stock levels, the movements ledger and adjustments (issue 16). */
export const stockRoutes: FastifyPluginAsyncZod<StaffContext> = async (app, { db }) => {
  app.get(
    `${staffBase}stock/`,
    {
      config: read,
      schema: {
        summary:
          'Levels of stocked products, searched and filtered; low=true is the low-stock list',
        tags,
        querystring: StockListQuery,
        response: { 200: ListOf(StockLevel), ...refusals },
      },
    },
    (request) =>
      pagedList(request, request.query, (window) => readStockPage(db, request.query, window)),
  );

  app.get(
    `${staffBase}stock/filters/`,
    {
      config: read,
      schema: {
        summary: 'The brands and categories the stock list can be filtered by',
        tags,
        querystring: StaffQuery,
        response: { 200: StockFilters, ...refusals },
      },
    },
    (request) => readStockFilters(db, request.query.language),
  );

  app.get(
    `${staffBase}stock/:id/`,
    {
      config: read,
      schema: {
        summary: "One stocked product's level",
        tags,
        querystring: StaffQuery,
        params: StockProductParams,
        response: { 200: StockLevel, ...refusals },
      },
    },
    (request) => readStockLevel(db, request.params.id, request.query.language),
  );

  app.get(
    `${staffBase}stock/:id/movements/`,
    {
      config: read,
      schema: {
        summary: "A stocked product's movements ledger, newest first",
        tags,
        querystring: StaffQuery.extend(PageQuery.shape),
        params: StockProductParams,
        response: { 200: ListOf(StockMovementRow), ...refusals },
      },
    },
    (request) =>
      pagedList(request, request.query, (window) =>
        readStockMovements(db, request.params.id, request.query.language, window),
      ),
  );

  app.post(
    `${staffBase}stock/:id/adjustments/`,
    {
      config: manage,
      schema: {
        summary: 'Set a counted level or add (remove) units, with a reason; audited',
        tags,
        querystring: StaffQuery,
        params: StockProductParams,
        body: StockAdjustmentInput,
        response: { 201: StockAdjustment, ...refusals, 409: CodedErrorBody },
      },
    },
    async (request, reply) => {
      const adjusted = await adjustStock(
        db,
        requireStaff(request),
        request.params.id,
        request.body,
        request.query.language,
      );
      // Product pages and cards say whether the product is in stock.
      await app.announceChange('catalogue');
      return reply.code(201).send(adjusted);
    },
  );
};
