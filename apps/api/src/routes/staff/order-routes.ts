import { Readable } from 'node:stream';
import { translate, type Locale } from '@shop/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CappedListOf, ValidationErrorBody } from '../../contracts/common.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import {
  OrderExportQuery,
  OrderListQuery,
  StaffOrder,
  StaffOrderDetail,
  StaffOrderParams,
} from '../../contracts/staff-orders.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { staffBase } from '../../plugins/staff-authentication.ts';
import { readStaffOrder } from '../../staff/orders/order-detail.ts';
import { everyOrder, readOrderListPage } from '../../staff/orders/order-list.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

const refusals = { 401: CodedErrorBody, 403: CodedErrorBody, 404: CodedErrorBody };

/**
 * A spreadsheet cell: quoted when it holds a separator, quote or line break, and a text that
 * a spreadsheet would run as a formula (= + - @) starts with an apostrophe.
 */
function csvCell(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (cells: (string | number | boolean | null)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

async function* csvOf(rows: AsyncIterable<StaffOrder>, locale: Locale) {
  const heading = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  yield csvLine([
    heading('staffApi.csv.number'),
    heading('staffApi.csv.store'),
    heading('staffApi.csv.createdAt'),
    heading('staffApi.csv.status'),
    heading('staffApi.csv.customer'),
    heading('staffApi.csv.email'),
    heading('staffApi.csv.phone'),
    heading('staffApi.csv.total'),
    heading('staffApi.csv.currency'),
    heading('staffApi.csv.paymentMethod'),
    heading('staffApi.csv.paymentStatus'),
    heading('staffApi.csv.installation'),
    heading('staffApi.csv.subOrders'),
  ]);
  for await (const order of rows)
    yield csvLine([
      order.number,
      order.store,
      order.created_at,
      order.status_name,
      order.customer_name,
      order.email,
      order.phone,
      // Cents, as everywhere in the api: a spreadsheet divides once, no rounding on the way.
      order.total,
      order.currency,
      order.payment_method,
      order.payment_status,
      order.has_installation,
      order.sub_order_count,
    ]);
}

/** The staff orders list, its CSV export and one order's detail (permission orders.read). */
export const orderRoutes: FastifyPluginAsyncZod<StaffContext> = async (app, { db }) => {
  app.get(
    `${staffBase}orders/`,
    {
      config: { staffPermission: 'orders.read' },
      schema: {
        summary: 'Orders of both editions, filtered, searched, sorted and paged',
        tags,
        querystring: OrderListQuery,
        response: { 200: CappedListOf(StaffOrder), 400: ValidationErrorBody, ...refusals },
      },
    },
    (request) =>
      pagedList(request, request.query, (window) =>
        readOrderListPage(db, request.query, window, request.locale),
      ),
  );

  app.get(
    `${staffBase}orders/export.csv`,
    {
      config: { staffPermission: 'orders.read' },
      schema: {
        summary: 'Every order matching the list filters, as CSV (streamed, not paged)',
        tags,
        querystring: OrderExportQuery,
        // No response schema: the body is the CSV stream (errors are the usual bodies).
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .send(Readable.from(csvOf(everyOrder(db, request.query, request.locale), request.locale))),
  );

  app.get(
    `${staffBase}orders/:id/`,
    {
      config: { staffPermission: 'orders.read' },
      schema: {
        summary: 'One order: rows, sub-orders, addresses, payments, invoices, e-mails, timeline',
        tags,
        querystring: StaffQuery,
        params: StaffOrderParams,
        response: { 200: StaffOrderDetail, 400: ValidationErrorBody, ...refusals },
      },
    },
    async (request) => {
      const order = await readStaffOrder(db, request.params.id, request.locale);
      if (order === null) throw new ApiError(404, 'api.notFound', {}, undefined, 'not_found');
      return order;
    },
  );
};
