import { translate } from '@shop/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DetailErrorBody, ValidationErrorBody } from '../../contracts/common.ts';
import { renderCreditNotePdf } from '../../invoices/credit-note-pdf.ts';
import { renderInvoicePdf } from '../../invoices/invoice-pdf.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { merchantDetailsFromEnv, type MerchantEnv } from '../../mail/merchant-details.ts';
import { readOrderDocument } from '../../mail/order-document.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { orderLookupGuard, type OrderLookupEnv } from '../order-lookup-limits.ts';
import type { RouteOptions } from '../route-options.ts';
import { FieldErrors, type FieldIssue } from '../../cart/field-errors.ts';
import { invoiceReader, mayReadOrderInvoices } from './invoice-access.ts';
import {
  InvoiceDownloadQuery,
  InvoiceList,
  InvoiceListQuery,
  InvoiceNumberParams,
} from './invoice-contract.ts';
import {
  accountInvoices,
  findCreditNoteByNumber,
  findInvoiceByNumber,
  findOrderByNumber,
  orderInvoices,
} from './invoice-queries.ts';

export type AccountingRouteOptions = RouteOptions & { merchant: MerchantEnv; env: OrderLookupEnv };

const errors = { 400: ValidationErrorBody, 404: DetailErrorBody };

/*
 * A wrong e-mail and an unknown order answer the same 404, so the api never tells a stranger
 * which order numbers exist.
 */
const orderNotFound = () => ApiError.notFound('domain.errors.order.not_found');

/** A guest's missing proofs, named like the order lookup's form does. */
function guestNeeds(given: { order_number?: string; email?: string }): FieldErrors {
  const issues: FieldIssue[] = [];
  if ('order_number' in given && given.order_number === undefined)
    issues.push({ field: 'order_number', messageKey: 'domain.errors.required.order_number' });
  if (given.email === undefined)
    issues.push({ field: 'email', messageKey: 'domain.errors.email.required' });
  return new FieldErrors(issues);
}

/** Issued invoices: the list of an order's and each one's PDF (SPEC section 7, Other). */
export const accountingRoutes: FastifyPluginAsyncZod<AccountingRouteOptions> = async (
  app,
  { db, merchant, env },
) => {
  const merchantDetails = merchantDetailsFromEnv(merchant);
  const guardedLookup = orderLookupGuard(app, db, env);

  app.get(
    '/accounting/v1/invoices/',
    {
      schema: {
        summary: 'The invoices of an order, for its customer; or all of the caller’s',
        description:
          'A guest proves the order is theirs with order_number and its e-mail (any case); a ' +
          "wrong pair is a 404 'Pedido no encontrado'. Oldest first. With a Bearer token: " +
          'order_number alone (the owner or an admin), or nothing for every invoice of the ' +
          'caller, newest first.',
        tags: ['accounting'],
        querystring: InvoiceListQuery,
        response: { 200: InvoiceList, ...errors },
      },
    },
    async (request) => {
      const { store, order_number, email } = request.query;
      const { account } = request;
      if (account && order_number === undefined)
        return pagedList(request, request.query, (window) =>
          accountInvoices(db, store, account.id, window),
        );
      const reader = invoiceReader(account, email);
      if (order_number === undefined || reader === null) throw guestNeeds({ order_number, email });
      const findOrder = async () => {
        const order = await findOrderByNumber(db, store, order_number);
        if (!order || !mayReadOrderInvoices(reader, order)) throw orderNotFound();
        return order;
      };
      // A guest's e-mail is a guess until it matches: those attempts are limited.
      const order =
        reader.kind === 'guest'
          ? await guardedLookup(request, { kind: 'order', number: order_number }, findOrder)
          : await findOrder();
      return pagedList(request, request.query, (window) => orderInvoices(db, order, window));
    },
  );

  app.get(
    '/accounting/v1/invoices/:number/download/',
    {
      schema: {
        summary: 'One invoice as a PDF, in the order’s language',
        description:
          'application/pdf, as an attachment. The e-mail of the invoiced order (guests) or a ' +
          'Bearer token of its owner or an admin proves the caller may read it; otherwise 404 ' +
          "'Pedido no encontrado'.",
        tags: ['accounting'],
        params: InvoiceNumberParams,
        querystring: InvoiceDownloadQuery,
        // No response schema: the body is the PDF's bytes (errors are the usual {detail}).
      },
    },
    async (request, reply) => {
      const reader = invoiceReader(request.account, request.query.email);
      if (reader === null) throw guestNeeds({ email: request.query.email });
      const findInvoice = async () => {
        const found = await findInvoiceByNumber(db, request.query.store, request.params.number);
        if (!found || !mayReadOrderInvoices(reader, found.order)) throw orderNotFound();
        return found;
      };
      const invoice = { kind: 'invoice', number: request.params.number } as const;
      const found =
        reader.kind === 'guest'
          ? await guardedLookup(request, invoice, findInvoice)
          : await findInvoice();
      const document = await readOrderDocument(db, found.invoice.orderId, merchantDetails);
      if (!document) throw orderNotFound();
      const pdf = await renderInvoicePdf(document, found.invoice, {
        seller: merchantDetails.seller,
      });
      const fileName = translate(document.language, 'mail.invoice.fileName', {
        number: found.invoice.number,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/accounting/v1/credit-notes/:number/download/',
    {
      schema: {
        summary: 'One credit note (corrective invoice of a refund) as a PDF',
        description:
          'As an invoice download: the e-mail of the order (guests) or a Bearer token of its ' +
          "owner or an admin; otherwise 404 'Pedido no encontrado'. The invoice list links it.",
        tags: ['accounting'],
        params: InvoiceNumberParams,
        querystring: InvoiceDownloadQuery,
      },
    },
    async (request, reply) => {
      const reader = invoiceReader(request.account, request.query.email);
      if (reader === null) throw guestNeeds({ email: request.query.email });
      const findNote = async () => {
        const found = await findCreditNoteByNumber(db, request.query.store, request.params.number);
        if (!found || !mayReadOrderInvoices(reader, found.order)) throw orderNotFound();
        return found.note;
      };
      // Guesses at credit note numbers are limited like guesses at invoice numbers.
      const looked = { kind: 'invoice', number: request.params.number } as const;
      const note =
        reader.kind === 'guest' ? await guardedLookup(request, looked, findNote) : await findNote();
      const document = await readOrderDocument(db, note.orderId, merchantDetails);
      if (!document) throw orderNotFound();
      const pdf = await renderCreditNotePdf(document, note, { seller: merchantDetails.seller });
      const fileName = translate(document.language, 'creditNote.fileName', { number: note.number });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
