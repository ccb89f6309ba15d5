import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationErrorBody } from '../../contracts/common.ts';
import { OrderIdParams } from '../../contracts/order-actions.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import { RefundBody, RefundCreated, RefundHeaders } from '../../contracts/staff-refunds.ts';
import { refundablePayments, staffRefundOf } from '../../orders/order-refunds.ts';
import { refundOrder } from '../../orders/refund-order.ts';
import { requireStaff } from '../../plugins/staff-authentication.ts';
import { staffTags, type StaffContext } from './staff-context.ts';

/**
 * Staff refunds (issue 15): POST gives back part or all of what an order paid, through the
 * provider the customer paid with (orders.refund). The use case is orders/refund-order.ts.
 */
export const refundRoutes: FastifyPluginAsyncZod<StaffContext> = async (app, { db }) => {
  app.post(
    '/admin/v1/orders/:id/refunds/',
    {
      config: { staffPermission: 'orders.refund' },
      schema: {
        summary: 'Refund part or all of what an order paid (Idempotency-Key header required)',
        tags: staffTags,
        querystring: StaffQuery,
        params: OrderIdParams,
        headers: RefundHeaders,
        body: RefundBody,
        response: {
          201: RefundCreated,
          400: ValidationErrorBody,
          401: CodedErrorBody,
          403: CodedErrorBody,
          404: CodedErrorBody,
          409: CodedErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { refund, created } = await refundOrder(
        db,
        requireStaff(request),
        request.params.id,
        { ...request.body, idempotencyKey: request.headers['idempotency-key'] },
        request.query.language,
      );
      // The carry-out loop asks the providers now rather than at its next tick.
      if (created) app.background.nudge();
      const left = await refundablePayments(db, refund.orderId);
      return reply.status(201).send({
        ...staffRefundOf(refund),
        refundable: left.reduce((sum, payment) => sum + payment.left, 0),
      });
    },
  );
};
