import { orderIncidents } from '@shop/db';
import { canOpenIncident, isIncidentReason, isOrderStatusCode } from '@shop/domain';
import { translate } from '@shop/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountListQuery,
  ClientOrder,
  ClientOrderList,
  IdParams,
  Incident,
  IncidentRequest,
} from '../../contracts/account.ts';
import { DetailErrorBody, StoreQuery, ValidationErrorBody } from '../../contracts/common.ts';
import { FieldErrors, type FieldIssue } from '../../cart/field-errors.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireAccount } from '../../plugins/authentication.ts';
import type { RouteOptions } from '../route-options.ts';
import { clientOrderPage, clientOrderView, readClientOrder } from './client-orders.ts';

const errors = { 400: ValidationErrorBody, 401: DetailErrorBody, 404: DetailErrorBody };
const tags = ['account'];

/** The caller's orders (/cart/v1/orders/) and the incidents they report on them. */
export const clientOrderRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, { db }) => {
  app.get(
    '/cart/v1/orders/',
    {
      schema: {
        summary: 'The caller’s orders in the store, newest first (quotations are apart)',
        tags,
        querystring: AccountListQuery,
        response: { 200: ClientOrderList, ...errors },
      },
    },
    (request) => {
      const userId = requireAccount(request).id;
      return pagedList(request, request.query, (window) =>
        clientOrderPage(db, userId, request.query, 'orders', window),
      );
    },
  );

  app.get(
    '/cart/v1/orders/:id/',
    {
      schema: {
        summary: 'One order of the caller with every field, sub-orders and invoices',
        description: 'Anyone else’s order is 404 Pedido no encontrado, like an unknown one.',
        tags,
        params: IdParams,
        querystring: StoreQuery,
        response: { 200: ClientOrder, ...errors },
      },
    },
    async (request) => {
      const { store, language } = request.query;
      const order = await readClientOrder(db, requireAccount(request).id, store, request.params.id);
      return clientOrderView(db, order, language);
    },
  );

  app.post(
    '/cart/v1/orders/:id/incidents/',
    {
      schema: {
        summary: 'Reports an incident on an order of the caller (the order_incident modal)',
        description:
          'reason: damaged, missing, delay or other. Only paid orders not yet returned or ' +
          'cancelled accept incidents (can_open_incident).',
        tags,
        params: IdParams,
        querystring: StoreQuery,
        body: IncidentRequest,
        response: { 201: Incident, ...errors },
      },
    },
    async (request, reply) => {
      const account = requireAccount(request);
      const { store, language } = request.query;
      const order = await readClientOrder(db, account.id, store, request.params.id);
      if (!isOrderStatusCode(order.status) || !canOpenIncident(order.status))
        throw ApiError.badRequest(undefined, 'accountApi.incidentNotAllowed');
      const reason = request.body.reason.trim();
      const message = request.body.message.trim();
      const issues: FieldIssue[] = [];
      if (!isIncidentReason(reason))
        issues.push({ field: 'reason', messageKey: 'accountApi.incidentReasonInvalid' });
      if (message === '')
        issues.push({ field: 'message', messageKey: 'accountApi.incidentMessageRequired' });
      if (issues.length > 0 || !isIncidentReason(reason)) throw new FieldErrors(issues);
      const [incident] = await db
        .insert(orderIncidents)
        .values({ orderId: order.id, userId: account.id, reason, message })
        .returning();
      if (!incident) throw new Error('incident not inserted');
      return reply.code(201).send({
        id: incident.id,
        order_id: order.id,
        reason,
        reason_label: translate(language, `accountApi.incidentReason.${reason}`),
        message,
        created_at: incident.createdAt.toISOString(),
        detail: translate(language, 'accountApi.incidentRecorded'),
      });
    },
  );
};
