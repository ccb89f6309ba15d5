import type { Cents } from '@shop/domain';
import { z } from 'zod';
import {
  PaymentProviderError,
  unknownSubject,
  type CancelOutcome,
  type PaymentOutcome,
  type RefundOutcome,
} from './payment-outcome.ts';
import {
  basicAuthorization,
  callProvider,
  defaultPaymentTimeoutMs,
  readAnswer,
  resolveUrl,
  trimBaseUrl,
  type LateUrl,
} from './provider-http.ts';
import {
  readSequraIpn,
  sequraProducts,
  sequraSignatureParameter,
  sequraSignedParameter,
  signSequraParameter,
  type IpnParameters,
  type SequraIpn,
  type SequraPaymentMethod,
} from './sequra-ipn.ts';
import {
  createSequraOrderUpdates,
  sequraConflict,
  type SequraOrderState,
} from './sequra-order-updates.ts';

export interface SequraAddress {
  givenNames: string;
  surnames: string;
  company?: string;
  addressLine1: string;
  addressLine2?: string;
  postalCode: string;
  city: string;
  province?: string;
  countryCode: 'ES' | 'FR';
  phone?: string;
  vatNumber?: string;
}

export interface SequraOrderRequest {
  /** Our payment reference: signed into the notification parameters, cart_ref. */
  reference: string;
  method: SequraPaymentMethod;
  /** The total with VAT; it must equal the lines below (seQura checks it too). */
  amount: Cents;
  items: { reference: string; name: string; unitPrice: Cents; quantity: number }[];
  shipping?: { name: string; amount: Cents };
  discount?: { reference: string; name: string; amount: Cents };
  deliveryAddress: SequraAddress;
  invoiceAddress?: SequraAddress;
  customer: {
    givenNames: string;
    surnames: string;
    email: string;
    languageCode: 'es' | 'fr';
    loggedIn: boolean;
    /** DNI/NIE, when known. */
    nin?: string;
    ipNumber?: string;
    userAgent?: string;
  };
  /** Where the shopper goes once approved, and when refused or gone back. */
  returnUrl: string;
  abortUrl: string;
  layout?: 'desktop' | 'mobile';
}

export interface SequraClient {
  /** Starts the solicitation; the answer's Location is the order's uri. */
  startOrder(request: SequraOrderRequest): Promise<{ uuid: string; orderUri: string }>;
  /** The identification form (HTML) the shopper fills in, for the shop to show. */
  identificationForm(uuid: string, method: SequraPaymentMethod): Promise<string>;
  /** Signature check of an IPN's form fields. */
  readIpn(parameters: IpnParameters): SequraIpn;
  /**
   * Confirms an approved order with our reference; seQura refusing the confirmation (409) is
   * 'refused'. seQura answers 204 without a body, so `about` is all null: `getOrder` tells what
   * seQura holds.
   */
  confirmOrder(uuid: string, options: { reference: string }): Promise<PaymentOutcome>;
  /** The order's state and amount as seQura holds it; null when seQura knows no such order. */
  getOrder(uuid: string): Promise<SequraOrderState | null>;
  /** Cancels the order, confirmed or not yet; an unknown or refused order is 'refused'. */
  cancelOrder(uuid: string): Promise<CancelOutcome>;
  /**
   * Refunds part of a confirmed order by lowering its carts (Order Update API); `reference`
   * names the refund (its providerReference). More than the order's total is 'refused'.
   */
  refund(uuid: string, options: { amount: Cents; reference: string }): Promise<RefundOutcome>;
}

function address(value: SequraAddress) {
  return {
    given_names: value.givenNames,
    surnames: value.surnames,
    company: value.company ?? '',
    address_line_1: value.addressLine1,
    address_line_2: value.addressLine2 ?? '',
    postal_code: value.postalCode,
    city: value.city,
    state: value.province ?? '',
    country_code: value.countryCode,
    phone: value.phone ?? '',
    vat_number: value.vatNumber ?? '',
  };
}

function cartItems(request: SequraOrderRequest) {
  return [
    ...request.items.map((item) => ({
      type: 'product',
      reference: item.reference,
      name: item.name,
      price_with_tax: item.unitPrice,
      quantity: item.quantity,
      total_with_tax: item.unitPrice * item.quantity,
      downloadable: false,
    })),
    ...(request.shipping && request.shipping.amount > 0
      ? [
          {
            type: 'handling',
            reference: 'shipping',
            name: request.shipping.name,
            total_with_tax: request.shipping.amount,
          },
        ]
      : []),
    ...(request.discount && request.discount.amount > 0
      ? [
          {
            type: 'discount',
            reference: request.discount.reference,
            name: request.discount.name,
            total_with_tax: -request.discount.amount,
          },
        ]
      : []),
  ];
}

/**
 * Adapter for seQura's Order API (Basic auth with the merchant user and password). The IPN is
 * signed by our own notification parameter, checked with the same password.
 */
export function createSequraClient({
  baseUrl,
  merchantId,
  user,
  password,
  notifyUrl,
  timeoutMs = defaultPaymentTimeoutMs,
}: {
  baseUrl: string;
  merchantId: string;
  user: string;
  password: string;
  /** Where seQura posts the IPN: the api's route. */
  notifyUrl: LateUrl;
  timeoutMs?: number;
}): SequraClient {
  const base = trimBaseUrl(baseUrl);
  const authorization = basicAuthorization(user, password);
  return {
    async startOrder(request) {
      const items = cartItems(request);
      const total = items.reduce((sum, item) => sum + item.total_with_tax, 0);
      if (total !== request.amount)
        throw new RangeError(
          `seQura cart lines add up to ${total}, not the order total ${request.amount}`,
        );
      const notify = resolveUrl(notifyUrl);
      if (!notify) throw new PaymentProviderError('sequra', 'no notification URL yet');
      const answer = await callProvider('sequra', {
        method: 'POST',
        url: `${base}/orders`,
        headers: { authorization },
        timeoutMs,
        body: {
          order: {
            merchant: {
              id: merchantId,
              notify_url: notify,
              return_url: request.returnUrl,
              abort_url: request.abortUrl,
              notification_parameters: {
                [sequraSignedParameter]: request.reference,
                [sequraSignatureParameter]: signSequraParameter(password, request.reference),
              },
            },
            cart: {
              currency: 'EUR',
              gift: false,
              cart_ref: request.reference,
              order_total_with_tax: request.amount,
              items,
            },
            delivery_address: address(request.deliveryAddress),
            invoice_address: address(request.invoiceAddress ?? request.deliveryAddress),
            customer: {
              given_names: request.customer.givenNames,
              surnames: request.customer.surnames,
              email: request.customer.email,
              logged_in: request.customer.loggedIn,
              language_code: request.customer.languageCode,
              ...(request.customer.nin ? { nin: request.customer.nin } : {}),
              ...(request.customer.ipNumber ? { ip_number: request.customer.ipNumber } : {}),
              ...(request.customer.userAgent ? { user_agent: request.customer.userAgent } : {}),
            },
            gui: { layout: request.layout ?? 'desktop' },
            platform: {
              name: 'mamparas-shop',
              version: '1',
              uname: 'node',
              db_name: 'postgresql',
              db_version: '16',
            },
          },
        },
      });
      const location = answer.headers.get('location');
      if (answer.status !== 204 && answer.status !== 201 && answer.status !== 200)
        throw new PaymentProviderError('sequra', `order answered ${answer.status}`, {
          status: answer.status,
        });
      const orderUri = location ? new URL(location, `${base}/`).toString() : null;
      const uuid = orderUri?.split('/').filter(Boolean).pop();
      if (!orderUri || !uuid)
        throw new PaymentProviderError('sequra', 'order answered without Location');
      return { uuid, orderUri };
    },

    async identificationForm(uuid, method) {
      const query = new URLSearchParams({ product: sequraProducts[method], ajax: 'false' });
      const answer = await callProvider('sequra', {
        method: 'GET',
        url: `${base}/orders/${encodeURIComponent(uuid)}/form_v2?${query}`,
        headers: { authorization, accept: 'text/html' },
        timeoutMs,
      });
      return readAnswer('sequra', answer, z.string().min(1), 'identification form');
    },

    readIpn: (parameters) => readSequraIpn(parameters, password),

    async confirmOrder(uuid, { reference }) {
      const answer = await callProvider('sequra', {
        method: 'PUT',
        url: `${base}/orders/${encodeURIComponent(uuid)}`,
        headers: { authorization },
        timeoutMs,
        body: { order: { state: 'confirmed', merchant_reference: { order_ref_1: reference } } },
      });
      // The confirmation's answer (204 or 409) says nothing about the order: getOrder does.
      const about = unknownSubject();
      const conflict = sequraConflict(answer);
      if (conflict !== null)
        return { status: 'refused', providerReference: uuid, providerResult: conflict, about };
      readAnswer('sequra', answer, z.unknown(), 'confirmation');
      return { status: 'authorized', providerReference: uuid, providerResult: 'confirmed', about };
    },

    ...createSequraOrderUpdates({ base, merchantId, authorization, timeoutMs }),
  };
}
