/**
 * The Adyen sandbox's refunds (POST /v71/payments/{pspReference}/refunds) and cancels by our
 * reference (POST /v71/cancels). As at Adyen, a well-formed request is only acknowledged (201,
 * status 'received'); the outcome comes in a signed REFUND or TECHNICAL_CANCEL notification.
 */
import { z } from 'zod';
import { adyenError, type createAdyenWebhook, type Session } from './adyen-sandbox-state.ts';
import { createReplies, randomCode, replyKey, type SandboxExchange } from './sandbox-server.ts';

const Amount = z.object({ value: z.number().int().positive(), currency: z.string().length(3) });

const RefundRequest = z.object({
  merchantAccount: z.string().min(1),
  amount: Amount,
  reference: z.string().max(80).optional(),
});

const CancelRequest = z.object({
  merchantAccount: z.string().min(1),
  paymentReference: z.string().min(1).max(80),
  reference: z.string().max(80).optional(),
});

/** Why the REFUND notification fails, or null when the refund goes through. */
function refundRefusal(payment: Session | undefined, amount: z.infer<typeof Amount>) {
  if (!payment) return 'Transaction not found';
  if (payment.resultCode !== 'Authorised') return 'Original payment was not authorised';
  if (payment.cancelled) return 'Payment was cancelled';
  if (amount.currency !== payment.request.amount.currency)
    return 'Modification in different currency than authorisation';
  if (payment.refunded + amount.value > payment.request.amount.value)
    return 'Insufficient balance on payment';
  return null;
}

/**
 * A cancel by reference voids the authorised payment with that reference and closes its sessions
 * still open; a payment already (partly) refunded cannot be cancelled any more.
 */
function cancelSessions(matching: Session[], isOpen: (session: Session) => boolean) {
  const payment = matching.find((session) => session.resultCode === 'Authorised');
  if (payment && payment.refunded > 0)
    return { payment, refusal: 'Payment has been refunded' };
  const open = matching.filter(isOpen);
  if (!payment && open.length === 0) return { payment, refusal: 'Transaction not found' };
  for (const session of open) session.status = 'canceled';
  if (payment) payment.cancelled = true;
  return { payment, refusal: null };
}

export function createAdyenModifications({
  merchantAccount,
  sessions,
  isOpen,
  webhook,
}: {
  merchantAccount: string;
  sessions: Map<string, Session>;
  isOpen: (session: Session) => boolean;
  webhook: ReturnType<typeof createAdyenWebhook>;
}) {
  const reply = createReplies();

  /** The request, once it is well formed and for this merchant account; else the error is sent. */
  const readRequest = <Schema extends z.ZodType<{ merchantAccount: string }>>(
    exchange: SandboxExchange,
    schema: Schema,
  ): z.infer<Schema> | null => {
    const parsed = schema.safeParse(exchange.json());
    if (!parsed.success) {
      adyenError(exchange, 422, 'validation', parsed.error.issues[0]?.message ?? 'Invalid request');
      return null;
    }
    if (parsed.data.merchantAccount !== merchantAccount) {
      adyenError(exchange, 403, 'security', 'Not allowed');
      return null;
    }
    return parsed.data;
  };

  const refund = (exchange: SandboxExchange, paymentPspReference: string) => {
    const request = readRequest(exchange, RefundRequest);
    if (!request) return;
    const key = replyKey(exchange, 'idempotency-key', `refund:${paymentPspReference}`);
    reply(exchange, key, () => {
      const payment = [...sessions.values()].find(
        (session) => session.pspReference === paymentPspReference,
      );
      const refusal = refundRefusal(payment, request.amount);
      if (payment && refusal === null) payment.refunded += request.amount.value;
      const pspReference = randomCode(16);
      webhook.send({
        eventCode: 'REFUND',
        eventDate: new Date().toISOString(),
        pspReference,
        originalReference: paymentPspReference,
        merchantAccountCode: merchantAccount,
        merchantReference: payment?.request.reference ?? '',
        amount: request.amount,
        ...(payment?.paymentMethod ? { paymentMethod: payment.paymentMethod } : {}),
        success: refusal === null ? 'true' : 'false',
        reason: refusal ?? '',
      });
      return {
        status: 201,
        body: {
          merchantAccount,
          paymentPspReference,
          pspReference,
          ...(request.reference ? { reference: request.reference } : {}),
          status: 'received',
          amount: request.amount,
        },
      };
    });
  };

  const cancel = (exchange: SandboxExchange) => {
    const request = readRequest(exchange, CancelRequest);
    if (!request) return;
    reply(exchange, replyKey(exchange, 'idempotency-key', 'cancel'), () => {
      const matching = [...sessions.values()].filter(
        (session) => session.request.reference === request.paymentReference,
      );
      const { payment, refusal } = cancelSessions(matching, isOpen);
      const pspReference = randomCode(16);
      webhook.send({
        eventCode: 'TECHNICAL_CANCEL',
        eventDate: new Date().toISOString(),
        pspReference,
        ...(payment?.pspReference ? { originalReference: payment.pspReference } : {}),
        merchantAccountCode: merchantAccount,
        merchantReference: request.paymentReference,
        amount: (payment ?? matching[0])?.request.amount ?? { value: 0, currency: 'EUR' },
        success: refusal === null ? 'true' : 'false',
        reason: refusal ?? '',
      });
      return {
        status: 201,
        body: {
          merchantAccount,
          paymentReference: request.paymentReference,
          pspReference,
          ...(request.reference ? { reference: request.reference } : {}),
          status: 'received',
        },
      };
    });
  };

  return { refund, cancel };
}
