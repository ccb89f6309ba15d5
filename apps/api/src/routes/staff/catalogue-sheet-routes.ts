import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationErrorBody } from '../../contracts/common.ts';
import { CodedErrorBody } from '../../contracts/staff.ts';
import {
  maxSheetCharacters,
  SheetImportAnswer,
  SheetImportInput,
  SheetImportQuery,
} from '../../contracts/staff-catalogue-sheets.ts';
import { PricedProductsQuery } from '../../contracts/staff-prices.ts';
import { ProductListQuery } from '../../contracts/staff-products.ts';
import { requireStaff, staffBase } from '../../plugins/staff-authentication.ts';
import {
  planPriceSheet,
  priceColumns,
  priceSheetRecords,
  writePriceSheet,
} from '../../staff/catalogue-sheets/price-sheet.ts';
import {
  planProductSheet,
  writeProductSheet,
} from '../../staff/catalogue-sheets/product-sheet-import.ts';
import { productColumns, productSheetRecords } from '../../staff/catalogue-sheets/product-sheet.ts';
import { readSheet, sheetStream } from '../../staff/catalogue-sheets/sheet-csv.ts';
import { importSheet } from '../../staff/catalogue-sheets/sheet-import.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

/** The catalogue's own data: catalogue.manage (catalogue editor and owner), as its screens. */
const config = { staffPermission: 'catalogue.manage' } as const;
const refusals = {
  400: ValidationErrorBody,
  401: CodedErrorBody,
  403: CodedErrorBody,
  404: CodedErrorBody,
};
/** The JSON around the file's text: quotes and backslashes may double it. */
const bodyLimit = maxSheetCharacters * 2 + 1024;
const ProductExportQuery = ProductListQuery.omit({ page: true, page_size: true });

/** Products and prices as CSV (issue 16): exports, and imports as dry run then apply. */
export const catalogueSheetRoutes: FastifyPluginAsyncZod<StaffContext> = async (app, { db }) => {
  app.get(
    `${staffBase}products/export.csv`,
    {
      config,
      schema: {
        summary: 'Every product the staff products list shows with these filters, as CSV',
        tags,
        querystring: ProductExportQuery,
        // No response schema: the body is the CSV stream (errors are the usual bodies).
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .send(sheetStream(productColumns, productSheetRecords(db, request.query))),
  );

  app.post(
    `${staffBase}products/import/`,
    {
      config,
      bodyLimit,
      schema: {
        summary: 'A products CSV: dry run (each line unchanged, changed, new or refused) or apply',
        tags,
        querystring: SheetImportQuery,
        body: SheetImportInput,
        response: { 200: SheetImportAnswer, ...refusals, 409: CodedErrorBody },
      },
    },
    async (request) => {
      // Any subset of the columns: those left out keep their values.
      const { rows } = readSheet(request.body.csv, productColumns, ['ref']);
      const answer = await importSheet(
        db,
        'products',
        request.body,
        (reader, lock) => planProductSheet(reader, rows, request.locale, lock),
        (tx, writes, token) => writeProductSheet(tx, requireStaff(request), writes, token),
      );
      // Listings, product pages and kept guest pages show products (cache-invalidation/).
      if (answer.applied) await app.announceChange('catalogue');
      return answer;
    },
  );

  app.get(
    `${staffBase}prices/export.csv`,
    {
      config,
      schema: {
        summary: 'Every price line of the products the prices list filter names, as CSV',
        tags,
        querystring: PricedProductsQuery,
        // No response schema: the body is the CSV stream (errors are the usual bodies).
      },
    },
    async (request, reply) => {
      const { category_id, brand_id, made_to_measure, q } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="prices.csv"')
        .send(
          sheetStream(
            priceColumns,
            priceSheetRecords(db, { category_id, brand_id, made_to_measure, q }),
          ),
        );
    },
  );

  app.post(
    `${staffBase}prices/import/`,
    {
      config,
      bodyLimit,
      schema: {
        summary: 'A prices CSV: dry run (each line unchanged, changed or refused) or apply',
        tags,
        querystring: SheetImportQuery,
        body: SheetImportInput,
        response: { 200: SheetImportAnswer, ...refusals, 409: CodedErrorBody },
      },
    },
    async (request) => {
      const { rows } = readSheet(request.body.csv, priceColumns, priceColumns);
      const answer = await importSheet(
        db,
        'prices',
        request.body,
        (reader, lock) => planPriceSheet(reader, rows, request.locale, lock),
        (tx, writes, token) => writePriceSheet(tx, requireStaff(request), writes, token),
      );
      // Listings, product pages and kept guest pages show prices (cache-invalidation/).
      if (answer.applied) await app.announceChange('catalogue');
      return answer;
    },
  );
};
