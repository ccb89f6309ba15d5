import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListOf, ValidationErrorBody } from '../../contracts/common.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import {
  CustomerListQuery,
  StaffCustomer,
  StaffCustomerDetail,
  StaffCustomerParams,
} from '../../contracts/staff-customers.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { staffBase } from '../../plugins/staff-authentication.ts';
import { readCustomerDetail, readCustomerPage } from '../../staff/customers/customer-queries.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

const refusals = { 401: CodedErrorBody, 403: CodedErrorBody, 404: CodedErrorBody };

/** Customer accounts of both editions, for staff (permission customers.read; read only). */
export const customerRoutes: FastifyPluginAsyncZod<StaffContext> = async (app, { db }) => {
  app.get(
    `${staffBase}customers/`,
    {
      config: { staffPermission: 'customers.read' },
      schema: {
        summary: 'Customer accounts, newest first: searched, filtered and paged',
        tags,
        querystring: CustomerListQuery,
        response: { 200: ListOf(StaffCustomer), 400: ValidationErrorBody, ...refusals },
      },
    },
    (request) =>
      pagedList(request, request.query, (window) => readCustomerPage(db, request.query, window)),
  );

  app.get(
    `${staffBase}customers/:id/`,
    {
      config: { staffPermission: 'customers.read' },
      schema: {
        summary: 'One customer: profile, addresses, orders and quotations',
        tags,
        querystring: StaffQuery,
        params: StaffCustomerParams,
        response: { 200: StaffCustomerDetail, 400: ValidationErrorBody, ...refusals },
      },
    },
    async (request) => {
      const customer = await readCustomerDetail(db, request.params.id, request.locale);
      if (customer === null) throw ApiError.notFound();
      return customer;
    },
  );
};
