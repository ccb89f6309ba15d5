import {
  isStoreCode,
  paymentMethodIds,
  transferDeadline,
  vatIncludedBreakdown,
  type Cents,
  type OrderStatusCode,
  type PaymentMethodId,
  type StoreCode,
} from '@shop/domain';
import { orders, stores } from '@shop/db';
import type { Locale } from '@shop/i18n';
import { eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import type { SummaryLine } from '../cart/configuration-summary.ts';
import type { BankAccount, MerchantDetails } from './merchant-details.ts';
import { readOrderLines } from './order-document-lines.ts';
import { readOrderShipments, type OrderShipment } from './order-shipments.ts';

export interface PostalAddress {
  address: string;
  number: string;
  flat: string;
  postalCode: string;
  city: string;
  province: string;
  country: string;
}

export interface InstallationReservation {
  city: string;
  distance: 500 | 520;
  disassembly: boolean;
  preMeasurement: boolean;
  /** Paid online with the order. */
  reservationAmount: Cents;
  /** Paid to the installer on site. */
  installerPayment: Cents;
}

export interface OrderDocumentLine {
  kind: 'product' | 'installation';
  name: string;
  ref: string;
  configuration: SummaryLine[];
  quantity: number;
  /** The row's total, VAT included. */
  amount: Cents;
  madeToMeasure: boolean;
  installation: InstallationReservation | null;
}

/**
 * An order as its customer sees it (SPEC section 3, "Order"), frozen from the tables and
 * already worded in the order's language where the words come from data. E-mails and
 * invoices are rendered from this alone.
 */
export interface OrderDocument {
  orderId: number;
  store: { code: StoreCode; name: string; domain: string; telephone: string | null };
  language: Locale;
  orderNumber: string;
  placedAt: Date;
  status: OrderStatusCode;
  customer: { name: string; surnames: string; email: string; phone: string };
  shippingAddress: PostalAddress;
  billing: { businessName: string; taxIdType: string; taxId: string; address: PostalAddress };
  paymentMethod: PaymentMethodId;
  lines: OrderDocumentLine[];
  /** Its sub-orders with their status, carrier, tracking number and any new date. */
  shipments: OrderShipment[];
  /** Sum of the lines, VAT included. */
  itemsTotal: Cents;
  /** Taxable base of the total (the domain's vatIncludedBreakdown). */
  subtotal: Cents;
  vat: Cents;
  vatRate: number;
  shippingCost: Cents;
  coupon: { code: string; discount: Cents } | null;
  paypalCommission: Cents;
  total: Cents;
  observations: string;
  /** 'Entrega entre el 05 de enero y el 12 de enero', or null when no line promises a date. */
  deliveryPromise: string | null;
  /** Only for a bank transfer: where to pay, what to quote and by when. */
  transfer: (BankAccount & { concept: string; amount: Cents; deadline: Date }) | null;
  orderStatusUrl: string;
  /** The refund a 'refundIssued' e-mail tells of (set by the outbox sender), in cents. */
  refundAmount?: Cents;
}

/** The order-status lookup page; the customer types the e-mail there, so it is not in the link. */
export function orderStatusUrl(origin: string, orderNumber: string): string {
  const url = new URL('/estado-pedido', origin);
  url.searchParams.set('order_number', orderNumber);
  return url.toString();
}

/**
 * The order's document, or null when there is no such order. Five queries, however many lines.
 * Worded in the order's language for its customer, or with `wording: 'store'` in the edition's
 * own language, for the shop's staff.
 */
export async function readOrderDocument(
  db: Db,
  orderId: number,
  merchant: MerchantDetails,
  wording: 'order' | 'store' = 'order',
): Promise<OrderDocument | null> {
  const [row] = await db
    .select({
      order: orders,
      store: {
        name: stores.name,
        domain: stores.domain,
        telephoneShow: stores.telephoneShow,
        telephoneNumber: stores.telephoneNumber,
        language: stores.language,
      },
    })
    .from(orders)
    .innerJoin(stores, eq(stores.code, orders.storeCode))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { order, store } = row;
  if (!isStoreCode(order.storeCode))
    throw new Error(`Order ${orderId} has unknown store ${order.storeCode}`);
  const paymentMethod = paymentMethodIds.find((id) => id === order.paymentMethod);
  if (!paymentMethod)
    throw new Error(`Order ${orderId} has unknown payment method ${order.paymentMethod}`);

  const language = wording === 'store' ? store.language : order.language;
  const { lines, deliveryPromise } = await readOrderLines(db, {
    cartId: order.cartId,
    store: order.storeCode,
    language,
    placedAt: order.placedAt,
  });
  const shipments = await readOrderShipments(db, order.id, language);
  const { net, vat, rate } = vatIncludedBreakdown(order.total, order.vatRate);
  return {
    orderId: order.id,
    store: {
      code: order.storeCode,
      name: store.name,
      domain: store.domain,
      telephone: store.telephoneShow && store.telephoneNumber ? store.telephoneNumber : null,
    },
    language,
    orderNumber: order.number,
    placedAt: order.placedAt,
    status: order.status,
    customer: {
      name: order.name,
      surnames: order.surnames,
      email: order.email,
      phone: order.phone,
    },
    shippingAddress: {
      address: order.shippingAddress,
      number: order.shippingNumber,
      flat: order.shippingFlat,
      postalCode: order.shippingPostalCode,
      city: order.shippingCity,
      province: order.shippingProvince,
      country: order.shippingCountry,
    },
    billing: {
      businessName: order.billingBusinessName,
      taxIdType: order.billingTaxIdType,
      taxId: order.billingTaxId,
      address: {
        address: order.billingAddress,
        number: order.billingNumber,
        flat: '',
        postalCode: order.billingPostalCode,
        city: order.billingCity,
        province: order.billingProvince,
        country: order.billingCountry,
      },
    },
    paymentMethod,
    lines,
    shipments,
    itemsTotal: lines.reduce((sum, line) => sum + line.amount, 0),
    subtotal: net,
    vat,
    vatRate: rate,
    shippingCost: order.shippingCost,
    coupon:
      order.couponCode && order.discount > 0
        ? { code: order.couponCode, discount: order.discount }
        : null,
    paypalCommission: order.paypalCommission,
    total: order.total,
    observations: order.observations,
    deliveryPromise,
    transfer:
      paymentMethod === 'transfer'
        ? {
            ...merchant.bankAccount,
            concept: order.number,
            amount: order.total,
            deadline: transferDeadline(order.placedAt),
          }
        : null,
    orderStatusUrl: orderStatusUrl(merchant.storefrontOrigin(store.domain), order.number),
  };
}
