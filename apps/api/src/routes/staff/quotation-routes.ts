import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListOf, ValidationErrorBody } from '../../contracts/common.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import {
  QuotationInput,
  QuotationListQuery,
  QuotationParams,
  StaffQuotation,
} from '../../contracts/staff-quotations.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { requireStaff, staffBase } from '../../plugins/staff-authentication.ts';
import { sendQuotation } from '../../staff/quotations/send-quotation.ts';
import {
  createQuotation,
  readQuotationPage,
  readStaffQuotation,
  updateQuotation,
} from '../../staff/quotations/staff-quotations.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

/**
 * A quotation is a sale at agreed prices: orders.manage (order manager and owner) runs them,
 * as it runs the orders they become. No permission of its own: the matrix would give it to
 * exactly the same roles.
 */
const config = { staffPermission: 'orders.manage' } as const;
const refusals = {
  400: ValidationErrorBody,
  401: CodedErrorBody,
  403: CodedErrorBody,
  404: CodedErrorBody,
};

/** Quotations for professionals (issue 16): list, create, edit while draft, send, read. */
export const quotationRoutes: FastifyPluginAsyncZod<StaffContext> = async (app, { db }) => {
  app.get(
    `${staffBase}quotations/`,
    {
      config,
      schema: {
        summary: 'Staff quotations, newest first, filtered by customer, status and edition',
        tags,
        querystring: QuotationListQuery,
        response: { 200: ListOf(StaffQuotation), ...refusals },
      },
    },
    (request) =>
      pagedList(request, request.query, (window) => readQuotationPage(db, request.query, window)),
  );

  app.post(
    `${staffBase}quotations/`,
    {
      config,
      schema: {
        summary: 'Create a draft quotation for a professional; prices computed by the server',
        description:
          'Each row is priced from the catalogue for the customer (edition and professional ' +
          'prices), then its negotiated unit_price or discount_percent is applied.',
        tags,
        querystring: StaffQuery,
        body: QuotationInput,
        response: { 201: StaffQuotation, ...refusals },
      },
    },
    async (request, reply) => {
      const id = await createQuotation(db, requireStaff(request), request.body);
      return reply.code(201).send(await readStaffQuotation(db, id));
    },
  );

  app.get(
    `${staffBase}quotations/:id/`,
    {
      config,
      schema: {
        summary: 'One quotation, as the editor shows it',
        tags,
        querystring: StaffQuery,
        params: QuotationParams,
        response: { 200: StaffQuotation, ...refusals },
      },
    },
    (request) => readStaffQuotation(db, request.params.id),
  );

  app.put(
    `${staffBase}quotations/:id/`,
    {
      config,
      schema: {
        summary: 'Replace a draft quotation; a sent one is 409',
        tags,
        querystring: StaffQuery,
        params: QuotationParams,
        body: QuotationInput,
        response: { 200: StaffQuotation, ...refusals, 409: CodedErrorBody },
      },
    },
    async (request) => {
      await updateQuotation(db, requireStaff(request), request.params.id, request.body);
      return readStaffQuotation(db, request.params.id);
    },
  );

  app.post(
    `${staffBase}quotations/:id/send/`,
    {
      config,
      schema: {
        summary: 'Send a draft: it becomes the customer’s quotation (e-mail with its PDF)',
        description:
          'Prices are taken again from today’s catalogue with the negotiated changes; the ' +
          'quotation then appears in the customer’s user area until valid_until.',
        tags,
        querystring: StaffQuery,
        params: QuotationParams,
        response: { 200: StaffQuotation, ...refusals, 409: CodedErrorBody },
      },
    },
    async (request) => {
      await sendQuotation(db, requireStaff(request), request.params.id);
      return readStaffQuotation(db, request.params.id);
    },
  );
};
