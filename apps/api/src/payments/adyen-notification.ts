import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentOutcome, RefundOutcome } from './payment-outcome.ts';

/** Adyen sends booleans as the strings 'true' and 'false' in standard notifications. */
const StringBoolean = z.union([z.enum(['true', 'false']), z.boolean()]);

const NotificationRequestItem = z.object({
  pspReference: z.string(),
  originalReference: z.string().optional(),
  merchantAccountCode: z.string(),
  merchantReference: z.string().default(''),
  amount: z.object({ value: z.number().int(), currency: z.string() }),
  eventCode: z.string(),
  success: StringBoolean,
  eventDate: z.string().optional(),
  paymentMethod: z.string().optional(),
  reason: z.string().optional(),
  additionalData: z.record(z.string(), z.unknown()).optional(),
});
export type NotificationRequestItem = z.input<typeof NotificationRequestItem>;
type ParsedItem = z.output<typeof NotificationRequestItem>;

const StandardNotification = z.object({
  live: StringBoolean,
  notificationItems: z.array(z.object({ NotificationRequestItem })).min(1),
});

/** What an event is about, for the caller to act on; anything else is only logged. */
export type AdyenEventKind = 'authorisation' | 'refund' | 'cancellation' | 'other';

/**
 * The standard webhook events the shop acts on. A cancel by our reference (/cancels) is answered
 * with TECHNICAL_CANCEL, one by pspReference with CANCELLATION. REFUND_FAILED (the scheme
 * rejected a refund) and REFUNDED_REVERSED (the refund came back) undo an earlier REFUND.
 */
const eventKinds: Partial<Record<string, AdyenEventKind>> = {
  AUTHORISATION: 'authorisation',
  REFUND: 'refund',
  REFUND_FAILED: 'refund',
  REFUNDED_REVERSED: 'refund',
  CANCELLATION: 'cancellation',
  TECHNICAL_CANCEL: 'cancellation',
};

// A type, not an interface: the inbox stores it as a JSON record.
export type AdyenNotificationItem = {
  /** Only a valid item may change anything; the others are reported so they can be logged. */
  valid: boolean;
  problem: 'unsigned' | 'bad_signature' | 'other_merchant' | null;
  eventCode: string;
  kind: AdyenEventKind;
  success: boolean;
  /** The event's own reference: the payment's for AUTHORISATION, the refund's or cancel's otherwise. */
  pspReference: string;
  /** For refunds and cancellations: the pspReference of the payment they concern. */
  originalReference: string | null;
  merchantAccountCode: string;
  /** Our payment reference. */
  merchantReference: string;
  amount: { value: number; currency: string };
  currency: string;
  paymentMethod: string | null;
  reason: string | null;
  eventDate: string | null;
  /** AUTHORISATION's meaning for the payment; null for other events. */
  outcome: PaymentOutcome | null;
  /** A refund event's meaning for the refund named by pspReference; null for other events. */
  refund: RefundOutcome | null;
};

export type AdyenNotificationCheck =
  | { readable: true; live: boolean; items: AdyenNotificationItem[] }
  | { readable: false; live: null; items: [] };

/** The documented signing string: eight fields joined by ':', missing ones empty. */
export function adyenSigningString(item: NotificationRequestItem) {
  return [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference ?? '',
    String(item.amount.value),
    item.amount.currency,
    item.eventCode,
    String(item.success),
  ].join(':');
}

/** base64(HMAC-SHA256(key as bytes from its hex form, signing string)). */
export function signAdyenItem(item: NotificationRequestItem, hmacKeyHex: string) {
  return createHmac('sha256', Buffer.from(hmacKeyHex, 'hex'))
    .update(adyenSigningString(item), 'utf8')
    .digest('base64');
}

function signatureMatches(given: string, expected: string) {
  const givenBytes = Buffer.from(given, 'base64');
  const expectedBytes = Buffer.from(expected, 'base64');
  return givenBytes.length === expectedBytes.length && timingSafeEqual(givenBytes, expectedBytes);
}

function authorisationOutcome(item: ParsedItem, success: boolean): PaymentOutcome {
  return {
    status: success ? 'authorized' : 'refused',
    providerReference: item.pspReference,
    providerResult: success ? 'Authorised' : 'Refused',
    // A notification carries no session id: the payment is named by our reference.
    about: {
      providerPaymentId: null,
      merchantReference: item.merchantReference || null,
      amount: item.amount.value,
      currency: item.amount.currency,
    },
  };
}

function refundOutcome(item: ParsedItem, success: boolean): RefundOutcome | null {
  if (eventKinds[item.eventCode] !== 'refund') return null;
  const refunded = item.eventCode === 'REFUND' && success;
  return {
    status: refunded ? 'refunded' : 'refused',
    providerReference: item.pspReference,
    providerResult: refunded ? 'REFUND' : item.reason || item.eventCode,
  };
}

function describeItem(
  item: ParsedItem,
  problem: AdyenNotificationItem['problem'],
): AdyenNotificationItem {
  const success = String(item.success) === 'true';
  return {
    valid: problem === null,
    problem,
    eventCode: item.eventCode,
    kind: eventKinds[item.eventCode] ?? 'other',
    success,
    pspReference: item.pspReference,
    originalReference: item.originalReference || null,
    merchantAccountCode: item.merchantAccountCode,
    merchantReference: item.merchantReference,
    amount: item.amount,
    currency: item.amount.currency,
    paymentMethod: item.paymentMethod ?? null,
    reason: item.reason ?? null,
    eventDate: item.eventDate ?? null,
    outcome: item.eventCode === 'AUTHORISATION' ? authorisationOutcome(item, success) : null,
    refund: refundOutcome(item, success),
  };
}

/** A verified item as the inbox stored it: its optional fields kept as null. */
const StoredItem = NotificationRequestItem.extend({
  originalReference: z.string().nullish(),
  eventDate: z.string().nullish(),
  paymentMethod: z.string().nullish(),
  reason: z.string().nullish(),
});

/**
 * A verified item read back from the inbox (its signature was checked when it came), described
 * again from its fields so the retry acts on what the provider said; null if it is not one.
 */
export function storedAdyenItem(payload: unknown): AdyenNotificationItem | null {
  const stored = StoredItem.safeParse(payload);
  if (!stored.success) return null;
  const { originalReference, eventDate, paymentMethod, reason, ...fields } = stored.data;
  return describeItem(
    {
      ...fields,
      originalReference: originalReference ?? undefined,
      eventDate: eventDate ?? undefined,
      paymentMethod: paymentMethod ?? undefined,
      reason: reason ?? undefined,
    },
    null,
  );
}

/**
 * Reads a standard notification and checks each item's HMAC signature in constant time. Invalid
 * and unsigned items are returned marked invalid, never dropped silently and never trusted.
 */
export function verifyAdyenNotification(body: unknown, hmacKeyHex: string): AdyenNotificationCheck {
  const parsed = StandardNotification.safeParse(body);
  if (!parsed.success) return { readable: false, live: null, items: [] };
  const items = parsed.data.notificationItems.map(({ NotificationRequestItem: item }) => {
    const signature = item.additionalData?.hmacSignature;
    const problem =
      typeof signature !== 'string' || signature === ''
        ? ('unsigned' as const)
        : signatureMatches(signature, signAdyenItem(item, hmacKeyHex))
          ? null
          : ('bad_signature' as const);
    return describeItem(item, problem);
  });
  return { readable: true, live: String(parsed.data.live) === 'true', items };
}
