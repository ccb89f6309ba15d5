import { orderStatusMessageKey, subOrderStatusMessageKey } from '@shop/domain';
import type { OrderStatus } from '@shop/db';
import { translate } from '@shop/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ValidationErrorBody } from '../../contracts/common.ts';
import {
  CancelOrder,
  DelaySubOrder,
  GoodsReturned,
  OrderCancelled,
  OrderIdParams,
  OrderPaidByTransfer,
  ReturnGoods,
  ShipSubOrder,
  SubOrderIdParams,
  SubOrderIncident,
  SubOrderMoved,
  TransferReceived,
} from '../../contracts/order-actions.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import { cancelOrder } from '../../orders/cancel-order.ts';
import { actOnSubOrder, type SubOrderAction } from '../../orders/sub-order-actions.ts';
import { staffRefundOf } from '../../orders/order-refunds.ts';
import { returnGoods } from '../../orders/return-goods.ts';
import { receiveTransfer } from '../../orders/transfer-received.ts';
import { requireStaff } from '../../plugins/staff-authentication.ts';
import { staffTags, type StaffContext } from './staff-context.ts';

const config = { staffPermission: 'orders.manage' } as const;
const errors = {
  400: ValidationErrorBody,
  401: CodedErrorBody,
  403: CodedErrorBody,
  404: CodedErrorBody,
  409: CodedErrorBody,
};

type Language = StaffQuery['language'];
const orderState = (id: number, status: OrderStatus, language: Language) => ({
  id,
  status,
  status_name: translate(language, orderStatusMessageKey(status)),
});

/**
 * Staff move orders (issue 15): ship, deliver, delay or put in incident a sub-order, cancel an
 * order or some of its sub-orders, mark a bank transfer received. Permission orders.manage; each
 * is one use case in src/orders/ (the transition tables decide, 409 when they refuse).
 */
export const orderActionRoutes: FastifyPluginAsyncZod<StaffContext> = async (app, { db }) => {
  const subOrderAction = <Body extends z.ZodType>(
    verb: SubOrderAction['kind'],
    summary: string,
    body: Body | null,
    actionOf: (body: z.infer<Body>) => SubOrderAction,
  ) =>
    app.post(
      `/admin/v1/orders/:id/sub-orders/:subId/${verb}/`,
      {
        config,
        schema: {
          summary,
          tags: staffTags,
          querystring: StaffQuery,
          params: SubOrderIdParams,
          ...(body === null ? {} : { body }),
          response: { 200: SubOrderMoved, ...errors },
        },
      },
      async (request) => {
        const { language } = request.query;
        const moved = await actOnSubOrder(
          db,
          requireStaff(request),
          request.params.id,
          request.params.subId,
          actionOf(request.body as z.infer<Body>),
        );
        const sub = moved.subOrder;
        return {
          order: orderState(moved.orderId, moved.orderStatus, language),
          sub_order: {
            id: sub.id,
            status: sub.status,
            status_name: translate(language, subOrderStatusMessageKey(sub.status)),
            carrier: sub.carrier,
            tracking_number: sub.trackingNumber,
            expected_delivery: sub.expectedOn,
          },
        };
      },
    );

  subOrderAction(
    'ship',
    'Ship a sub-order with its carrier and tracking number',
    ShipSubOrder,
    (body) => ({
      kind: 'ship',
      carrier: body.carrier,
      trackingNumber: body.tracking_number,
    }),
  );
  subOrderAction('deliver', 'Mark a shipped sub-order delivered', null, () => ({
    kind: 'deliver',
  }));
  subOrderAction('delay', 'Delay a sub-order to a new expected date', DelaySubOrder, (body) => ({
    kind: 'delay',
    expectedOn: body.expected_on,
  }));
  subOrderAction('incident', 'Put a shipped sub-order in incident', SubOrderIncident, (body) => ({
    kind: 'incident',
    note: body.note,
  }));

  app.post(
    '/admin/v1/orders/:id/cancel/',
    {
      config,
      schema: {
        summary: 'Cancel some unshipped sub-orders, or the whole order; stock given back',
        tags: staffTags,
        querystring: StaffQuery,
        params: OrderIdParams,
        body: CancelOrder,
        response: { 200: OrderCancelled, ...errors },
      },
    },
    async (request) => {
      const { sub_order_ids: subOrderIds, reason } = request.body;
      const cancelled = await cancelOrder(db, requireStaff(request), request.params.id, {
        ...(subOrderIds === undefined ? {} : { subOrderIds }),
        reason,
        language: request.query.language,
      });
      if (cancelled.refund !== null) app.background.nudge();
      return {
        order: orderState(cancelled.orderId, cancelled.orderStatus, request.query.language),
        cancelled_sub_order_ids: cancelled.cancelledSubOrderIds,
        amount_owed: cancelled.amountOwed,
        refund: cancelled.refund === null ? null : staffRefundOf(cancelled.refund),
      };
    },
  );

  app.post(
    '/admin/v1/orders/:id/returns/',
    {
      // The goods' money goes back to the customer: a refund permission, not only order handling.
      config: { staffPermission: 'orders.refund' },
      schema: {
        summary: 'Take back delivered goods (30 days, nothing made to measure); stock given back',
        tags: staffTags,
        querystring: StaffQuery,
        params: OrderIdParams,
        body: ReturnGoods,
        response: { 200: GoodsReturned, ...errors },
      },
    },
    async (request) => {
      const { sub_order_ids: subOrderIds, reason } = request.body;
      const returned = await returnGoods(db, requireStaff(request), request.params.id, {
        subOrderIds,
        reason,
        language: request.query.language,
      });
      if (returned.refund !== null) app.background.nudge();
      return {
        order: orderState(returned.orderId, returned.orderStatus, request.query.language),
        returned_sub_order_ids: returned.returnedSubOrderIds,
        amount_owed: returned.amountOwed,
        refund: returned.refund === null ? null : staffRefundOf(returned.refund),
      };
    },
  );

  app.post(
    '/admin/v1/orders/:id/transfer-received/',
    {
      config,
      schema: {
        summary: 'Mark the bank transfer of an order pending payment as received',
        tags: staffTags,
        querystring: StaffQuery,
        params: OrderIdParams,
        body: TransferReceived,
        response: { 200: OrderPaidByTransfer, ...errors },
      },
    },
    async (request) => {
      const { amount, received_on: receivedOn, reference } = request.body;
      const paid = await receiveTransfer(
        db,
        requireStaff(request),
        request.params.id,
        { amount, receivedOn, reference },
        (message) => request.log.warn(message),
      );
      return {
        order: orderState(paid.orderId, paid.orderStatus, request.query.language),
        missing_product_id: paid.missingProductId,
      };
    },
  );
};
