import { orderBillingForm, orderShippingForm, type StoreCode } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationErrorBody } from '../../contracts/common.ts';
import { OrderIdParams } from '../../contracts/order-actions.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import {
  BillingAddressChange,
  NewOrderNote,
  OrderNote,
  ShippingAddressChange,
} from '../../contracts/staff-order-changes.ts';
import { requireStaff } from '../../plugins/staff-authentication.ts';
import { changeOrderAddress, type AddressKind } from '../../staff/orders/order-addresses.ts';
import { addOrderNote } from '../../staff/orders/order-notes.ts';
import { parseWithDomainForm } from '../account/form-issues.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

const errors = {
  400: ValidationErrorBody,
  401: CodedErrorBody,
  403: CodedErrorBody,
  404: CodedErrorBody,
  409: CodedErrorBody,
};

/** Each address with the checkout's own form of the order's edition. */
const addressForms = {
  shipping: { body: ShippingAddressChange, form: orderShippingForm },
  billing: { body: BillingAddressChange, form: orderBillingForm },
} as const;

/**
 * Staff write on an order without moving it (issue 15). A note needs orders.read only: support
 * staff, who take the customers' calls, write what was said (a note changes nothing the customer
 * sees). Addresses need orders.manage, until anything has shipped.
 */
export const orderChangesRoutes: FastifyPluginAsyncZod<StaffContext> = async (app, { db }) => {
  app.post(
    '/admin/v1/orders/:id/notes/',
    {
      config: { staffPermission: 'orders.read' },
      schema: {
        summary: 'Add a staff note to an order (append-only, audited)',
        tags,
        querystring: StaffQuery,
        params: OrderIdParams,
        body: NewOrderNote,
        response: { 201: OrderNote, ...errors },
      },
    },
    async (request, reply) => {
      const note = await addOrderNote(
        db,
        requireStaff(request),
        request.params.id,
        request.body.text,
      );
      return reply.status(201).send(note);
    },
  );

  for (const kind of ['shipping', 'billing'] as const satisfies AddressKind[]) {
    const { body, form } = addressForms[kind];
    app.put(
      `/admin/v1/orders/:id/addresses/${kind}/`,
      {
        config: { staffPermission: 'orders.manage' },
        schema: {
          summary: `Correct the order's ${kind} address until anything has shipped (audited)`,
          tags,
          querystring: StaffQuery,
          params: OrderIdParams,
          body,
          response: { 200: z.record(z.string(), z.string()), ...errors },
        },
      },
      (request) =>
        changeOrderAddress(db, requireStaff(request), request.params.id, kind, (store: StoreCode) =>
          parseWithDomainForm(form(store), request.body),
        ),
    );
  }
};
