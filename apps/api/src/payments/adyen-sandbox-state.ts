/** What the Adyen sandbox keeps per session, its error answers and its signed webhook. */
import { z } from 'zod';
import { signAdyenItem, type NotificationRequestItem } from './adyen-notification.ts';
import { resolveUrl, type LateUrl } from './provider-http.ts';
import { createNotifier, type SandboxExchange } from './sandbox-server.ts';

export const SessionRequest = z.object({
  merchantAccount: z.string().min(1),
  amount: z.object({ value: z.number().int().min(0), currency: z.string().length(3) }),
  reference: z.string().min(1).max(80),
  returnUrl: z.url(),
  countryCode: z.string().length(2).optional(),
  shopperLocale: z.string().optional(),
  mode: z.enum(['embedded', 'hosted']).default('embedded'),
  allowedPaymentMethods: z.array(z.string()).optional(),
});

export interface Session {
  request: z.infer<typeof SessionRequest>;
  id: string;
  sessionData: string;
  expiresAt: Date;
  /** 'canceled': cancelled by our reference before it was paid; it takes no payment. */
  status: 'active' | 'completed' | 'refused' | 'expired' | 'canceled';
  methods: string[];
  /** Issued when the shopper leaves; it also serves as the redirectResult of /payments/details. */
  sessionResult: string | null;
  pspReference: string | null;
  resultCode: 'Authorised' | 'Refused' | null;
  /** Adyen's name of the method paid with (visa, bizum...), for notifications. */
  paymentMethod: string | null;
  /** The no-answer test card: every later call about this session is held. */
  held: boolean;
  /** Minor units refunded so far: partial refunds add up to the authorised amount at most. */
  refunded: number;
  /** The authorised payment was cancelled: nothing more may be refunded. */
  cancelled: boolean;
}

export function adyenError(
  exchange: SandboxExchange,
  status: number,
  errorType: string,
  message: string,
) {
  exchange.sendJson(status, {
    status,
    errorCode: String(status === 422 ? 14_000 : status),
    message,
    errorType,
  });
}

/** Standard webhook items, each signed with the HMAC key, posted as Adyen does (with retries). */
export function createAdyenWebhook({
  hmacKey,
  notificationUrl,
  retryDelaysMs,
}: {
  hmacKey: string;
  notificationUrl: LateUrl;
  retryDelaysMs?: readonly number[];
}) {
  const notifier = createNotifier(retryDelaysMs ? { retryDelaysMs } : {});
  return {
    send(item: NotificationRequestItem) {
      const url = resolveUrl(notificationUrl);
      if (!url) return;
      const signed = { ...item, additionalData: { hmacSignature: signAdyenItem(item, hmacKey) } };
      notifier.send({
        url,
        contentType: 'application/json',
        body: JSON.stringify({
          live: 'false',
          notificationItems: [{ NotificationRequestItem: signed }],
        }),
      });
    },
    close: () => notifier.close(),
  };
}
