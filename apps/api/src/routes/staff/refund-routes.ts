import { creditNotes } from '@shop/db';
import { translate } from '@shop/i18n';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationErrorBody } from '../../contracts/common.ts';
import { OrderIdParams } from '../../contracts/order-actions.ts';
import { RecordIdParam } from '../../contracts/common.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import { RefundBody, RefundCreated, RefundHeaders } from '../../contracts/staff-refunds.ts';
import { refundablePayments, staffRefundOf } from '../../orders/order-refunds.ts';
import { refundOrder } from '../../orders/refund-order.ts';
import { renderCreditNotePdf } from '../../invoices/credit-note-pdf.ts';
import { merchantDetailsFromEnv } from '../../mail/merchant-details.ts';
import { readOrderDocument } from '../../mail/order-document.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireStaff } from '../../plugins/staff-authentication.ts';
import { staffTags, type StaffContext } from './staff-context.ts';

const CreditNoteParams = z.object({ id: RecordIdParam, number: z.string().min(1).max(40) });

/**
 * Staff refunds (issue 15): POST gives back part or all of what an order paid, through the
 * provider the customer paid with (orders.refund), with its credit note when the order was
 * invoiced, downloaded as a PDF (orders.read). The use case is orders/refund-order.ts.
 */
export const refundRoutes: FastifyPluginAsyncZod<StaffContext> = async (app, { db, env }) => {
  const merchant = merchantDetailsFromEnv(env);

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

  app.get(
    '/admin/v1/orders/:id/credit-notes/:number.pdf',
    {
      config: { staffPermission: 'orders.read' },
      schema: {
        summary: 'A credit note of the order as a PDF, in the order’s language',
        tags: staffTags,
        querystring: StaffQuery,
        params: CreditNoteParams,
        // No response schema: the body is the PDF's bytes (errors are the usual {detail}).
      },
    },
    async (request, reply) => {
      const [note] = await db
        .select()
        .from(creditNotes)
        .where(
          and(
            eq(creditNotes.orderId, request.params.id),
            eq(creditNotes.number, request.params.number),
          ),
        );
      if (!note) throw ApiError.notFound();
      const document = await readOrderDocument(db, note.orderId, merchant);
      if (!document) throw ApiError.notFound();
      const pdf = await renderCreditNotePdf(document, note, { seller: merchant.seller });
      const fileName = translate(document.language, 'creditNote.fileName', { number: note.number });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
