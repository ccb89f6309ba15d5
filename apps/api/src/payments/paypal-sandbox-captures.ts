/**
 * Captures and their refunds in the PayPal sandbox (Payments v2): how a capture shows in an
 * order, and POST /v2/payments/captures/{id}/refund with PayPal's rules and issues.
 */
import type { Cents } from '@shop/domain';
import { z } from 'zod';
import { centsOfPaypalAmount, paypalAmount } from './paypal-client.ts';
import { randomCode, type SandboxReply } from './sandbox-server.ts';

export interface SandboxCapture {
  id: string;
  amount: Cents;
  currency: string;
  refunds: { id: string; amount: Cents; createTime: string }[];
}

const RefundRequest = z
  .object({
    amount: z
      .object({
        currency_code: z.string().length(3),
        value: z.string().regex(/^-?\d{1,10}(\.\d{1,2})?$/),
      })
      .optional(),
    invoice_id: z.string().max(127).optional(),
    note_to_payer: z.string().max(255).optional(),
  })
  .default({});

/** PayPal's error answer: a name, a message and the issues in `details`. */
export function paypalErrorReply(
  status: number,
  name: string,
  issue: string,
  description: string,
): SandboxReply {
  return {
    status,
    body: {
      name,
      message: description,
      debug_id: randomCode(13).toLowerCase(),
      details: [{ issue, description }],
    },
  };
}

export const unprocessable = (issue: string, description: string) =>
  paypalErrorReply(422, 'UNPROCESSABLE_ENTITY', issue, description);

const refundedOf = (capture: SandboxCapture) =>
  capture.refunds.reduce((sum, refund) => sum + refund.amount, 0);

function captureStatus(capture: SandboxCapture) {
  const refunded = refundedOf(capture);
  if (refunded === 0) return 'COMPLETED';
  return refunded < capture.amount ? 'PARTIALLY_REFUNDED' : 'REFUNDED';
}

const money = (cents: Cents, currency: string) => ({
  currency_code: currency,
  value: paypalAmount(cents),
});

/** `payments` of a captured purchase unit, as an order shows it: the capture and its refunds. */
export function unitPayments(capture: SandboxCapture) {
  return {
    captures: [
      {
        id: capture.id,
        status: captureStatus(capture),
        amount: money(capture.amount, capture.currency),
        final_capture: true,
      },
    ],
    ...(capture.refunds.length > 0
      ? {
          refunds: capture.refunds.map((refund) => ({
            id: refund.id,
            status: 'COMPLETED',
            amount: money(refund.amount, capture.currency),
          })),
        }
      : {}),
  };
}

/** Refunds what is asked, or what is left when no amount is given; partial refunds add up. */
export function refundCapture(
  capture: SandboxCapture,
  body: unknown,
  origin: string,
): SandboxReply {
  const parsed = RefundRequest.safeParse(body ?? {});
  if (!parsed.success)
    return paypalErrorReply(
      400,
      'INVALID_REQUEST',
      'INVALID_PARAMETER_VALUE',
      `/${parsed.error.issues[0]?.path.join('/') ?? ''}: ${parsed.error.issues[0]?.message ?? ''}`,
    );
  const left = capture.amount - refundedOf(capture);
  if (left === 0)
    return unprocessable('CAPTURE_FULLY_REFUNDED', 'The capture has already been fully refunded');
  const asked = parsed.data.amount;
  if (asked && asked.currency_code !== capture.currency)
    return unprocessable(
      'REFUND_CAPTURE_CURRENCY_MISMATCH',
      'Refund must be in the same currency as the capture.',
    );
  const amount = asked ? (centsOfPaypalAmount(asked.value) ?? 0) : left;
  if (amount <= 0) return unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.');
  if (amount > left)
    return unprocessable(
      'REFUND_AMOUNT_EXCEEDED',
      'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
    );
  const refund = { id: randomCode(17), amount, createTime: new Date().toISOString() };
  capture.refunds.push(refund);
  return {
    status: 201,
    body: {
      id: refund.id,
      status: 'COMPLETED',
      amount: money(amount, capture.currency),
      ...(parsed.data.invoice_id ? { invoice_id: parsed.data.invoice_id } : {}),
      create_time: refund.createTime,
      update_time: refund.createTime,
      links: [
        { href: `${origin}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
        { href: `${origin}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
      ],
    },
  };
}
