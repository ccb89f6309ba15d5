/**
 * The Adyen sandbox's refunds (POST /v71/payments/{pspReference}/refunds) and cancels by our
 * reference (POST /v71/cancels). As at Adyen, a well-formed request is only acknowledged (201,
 * status 'received'); the outcome comes in a signed REFUND or TECHNICAL_CANCEL notification.
 */
import { z } from 'zod';
import type { NotificationRequestItem } from './adyen-notification.ts';
import { adyenError, type createAdyenWebhook, type Session } from './adyen-sandbox-state.ts';
import {
  createReplies,
  randomCode,
  replyKey,
  type SandboxExchange,
  type SandboxReply,
} from './sandbox-server.ts';

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
  if (payment && payment.refunded > 0) return { payment, refusal: 'Payment has been refunded' };
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

  /** Acknowledges a request (201 'received'); its outcome follows in a signed notification. */
  const acknowledge = (
    event: Pick<
      NotificationRequestItem,
      'eventCode' | 'originalReference' | 'merchantReference' | 'amount' | 'paymentMethod'
    >,
    refusal: string | null,
    answer: { reference?: string | undefined } & Record<string, unknown>,
  ): SandboxReply => {
    const pspReference = randomCode(16);
    webhook.send({
      ...event,
      eventDate: new Date().toISOString(),
      pspReference,
      merchantAccountCode: merchantAccount,
      success: refusal === null ? 'true' : 'false',
      reason: refusal ?? '',
    });
    const { reference, ...fields } = answer;
    return {
      status: 201,
      body: {
        merchantAccount,
        ...fields,
        pspReference,
        ...(reference ? { reference } : {}),
        status: 'received',
      },
    };
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
      return acknowledge(
        {
          eventCode: 'REFUND',
          originalReference: paymentPspReference,
          merchantReference: payment?.request.reference ?? '',
          amount: request.amount,
          ...(payment?.paymentMethod ? { paymentMethod: payment.paymentMethod } : {}),
        },
        refusal,
        { paymentPspReference, reference: request.reference, amount: request.amount },
      );
    });
  };

  const cancel = (exchange: SandboxExchange) => {
    const request = readRequest(exchange, CancelRequest);
    if (!request) return;
    const matching = [...sessions.values()].filter(
      (session) => session.request.reference === request.paymentReference,
    );
    // The no-answer card holds every later call about its session, this one too.
    if (matching.some((session) => session.held)) return exchange.hold();
    reply(exchange, replyKey(exchange, 'idempotency-key', 'cancel'), () => {
      const { payment, refusal } = cancelSessions(matching, isOpen);
      return acknowledge(
        {
          eventCode: 'TECHNICAL_CANCEL',
          ...(payment?.pspReference ? { originalReference: payment.pspReference } : {}),
          merchantReference: request.paymentReference,
          amount: (payment ?? matching[0])?.request.amount ?? { value: 0, currency: 'EUR' },
        },
        refusal,
        { paymentReference: request.paymentReference, reference: request.reference },
      );
    });
  };

  return { refund, cancel };
}
