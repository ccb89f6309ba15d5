import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import {
  cartRows,
  invoices,
  orderIncidentAnswers,
  orderIncidents,
  orders,
  products,
  productTranslations,
  subOrders,
} from '@shop/db';
import {
  canOpenIncident,
  canPayOrder,
  deliveryWindow,
  isOrderStatusCode,
  isQuotationExpired,
  isSubOrderStatusCode,
  madeToMeasureDays,
  orderStatusMessageKey,
  paymentMethodIds,
  paymentMethodMessageKey,
  subOrderStatusMessageKey,
  type CalendarDate,
} from '@shop/domain';
import { translate } from '@shop/i18n';
import type { ClientOrder, ClientOrderSummary } from '../../contracts/account.ts';
import type { Language, StoreCode } from '../../contracts/common.ts';
import type { Db } from '../../database.ts';
import { counted, inWindow, totalCount } from '../../lists/page-window.ts';
import type { PageWindow } from '../../lists/paged-list.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { storedConfiguration } from '../../cart/cart-row-records.ts';
import { configurationSummary, summaryNames } from '../../cart/configuration-summary.ts';
import { downloadPath } from '../accounting/invoice-queries.ts';
import { incidentReasonLabel } from '../../staff/incidents/incident-reason.ts';
import { readOrderAppointment } from '../../staff/installations/installation-appointment.ts';

export type OrderRecord = typeof orders.$inferSelect;
export interface ClientScope {
  store: StoreCode;
  language: Language;
}

/** Quotations (200 open, 250 abandoned) are listed on their own page, not among the orders. */
export const quotationStatuses = [200, 250] as const;

export function statusLabel(status: number, language: Language): string {
  return isOrderStatusCode(status)
    ? translate(language, orderStatusMessageKey(status))
    : String(status);
}

function summaryOf(order: OrderRecord, language: Language): ClientOrderSummary {
  return {
    id: order.id,
    number: order.number,
    date: order.placedAt.toISOString(),
    status: order.status,
    status_label: statusLabel(order.status, language),
    total: order.total,
    quote_valid_until: order.quoteValidUntil,
    quote_expired: isQuotationExpired(
      { status: order.status, validUntil: order.quoteValidUntil },
      new Date(),
    ),
  };
}

/** One page of the caller's orders or quotations in the store, newest first. */
export async function clientOrderPage(
  db: Db,
  userId: number,
  scope: ClientScope,
  kind: 'orders' | 'quotations',
  window: PageWindow,
): Promise<{ count: number; results: ClientOrderSummary[] }> {
  const statuses = [...quotationStatuses];
  const rows = await inWindow(
    db
      .select({ order: orders, total: totalCount })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.storeCode, scope.store),
          kind === 'quotations'
            ? inArray(orders.status, statuses)
            : notInArray(orders.status, statuses),
        ),
      )
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .$dynamic(),
    window,
  );
  return counted(rows, ({ order }) => summaryOf(order, scope.language));
}

/** The caller's order (or quotation) of the store; anyone else's is the same 404 as none. */
export async function readClientOrder(
  db: Db,
  userId: number,
  store: StoreCode,
  id: number,
): Promise<OrderRecord> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId), eq(orders.storeCode, store)));
  if (!order) throw ApiError.notFound('domain.errors.order.not_found');
  return order;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const isoDate = ({ year, month, day }: CalendarDate) =>
  `${year}-${twoDigits(month)}-${twoDigits(day)}`;

async function subOrdersOf(db: Db, order: OrderRecord, language: Language) {
  const rows = await db
    .select({
      id: subOrders.id,
      status: subOrders.status,
      quantity: subOrders.quantity,
      expectedOn: subOrders.expectedOn,
      carrier: subOrders.carrier,
      trackingNumber: subOrders.trackingNumber,
      rowTotal: cartRows.totalPvp,
      configuration: cartRows.configuration,
      productId: products.id,
      madeToMeasure: products.madeToMeasure,
      deliveryMin: products.deliveryDaysMin,
      deliveryMax: products.deliveryDaysMax,
      name: productTranslations.name,
      slug: productTranslations.slug,
    })
    .from(subOrders)
    .innerJoin(cartRows, eq(cartRows.id, subOrders.cartRowId))
    .leftJoin(products, eq(products.id, cartRows.productId))
    .leftJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, cartRows.productId),
        eq(productTranslations.language, language),
      ),
    )
    .where(eq(subOrders.orderId, order.id))
    .orderBy(asc(cartRows.position), asc(subOrders.id));
  const store = order.storeCode as StoreCode;
  const configured = rows.map((row) => ({
    ...row,
    configuration: storedConfiguration(row.configuration),
  }));
  const names = await summaryNames(
    db,
    language,
    configured.map((row) => row.configuration),
  );
  return configured.map((row) => {
    const days =
      row.deliveryMin === null || row.deliveryMax === null
        ? null
        : row.madeToMeasure
          ? madeToMeasureDays
          : { min: row.deliveryMin, max: row.deliveryMax };
    const window = days ? deliveryWindow(store, order.placedAt, days) : null;
    return {
      id: row.id,
      product:
        row.productId === null || row.name === null || row.slug === null
          ? null
          : { id: row.productId, name: row.name, slug: row.slug, url: `/${row.slug}.html` },
      quantity: row.quantity,
      total: row.rowTotal,
      configuration_summary: configurationSummary(names, language, row.configuration),
      status: row.status,
      status_label: isSubOrderStatusCode(row.status)
        ? translate(language, subOrderStatusMessageKey(row.status))
        : String(row.status),
      // A date the supplier gave beats the promise made when the order was placed.
      delivery: row.expectedOn
        ? { from: row.expectedOn, to: row.expectedOn }
        : window
          ? { from: isoDate(window.earliest), to: isoDate(window.latest) }
          : null,
      carrier: row.carrier,
      tracking_number: row.trackingNumber,
    };
  });
}

function paymentLabel(method: string, language: Language): string {
  const known = paymentMethodIds.find((id) => id === method);
  return known ? translate(language, paymentMethodMessageKey(known)) : '';
}

/** The customer's incidents on the order with staff's answers; who answered stays internal. */
async function incidentsOf(db: Db, orderId: number, language: Language) {
  const reported = await db
    .select()
    .from(orderIncidents)
    .where(eq(orderIncidents.orderId, orderId))
    .orderBy(asc(orderIncidents.createdAt), asc(orderIncidents.id));
  if (reported.length === 0) return [];
  const answers = await db
    .select()
    .from(orderIncidentAnswers)
    .where(
      inArray(
        orderIncidentAnswers.incidentId,
        reported.map((incident) => incident.id),
      ),
    )
    .orderBy(asc(orderIncidentAnswers.sentAt), asc(orderIncidentAnswers.id));
  return reported.map((incident) => ({
    id: incident.id,
    reason_label: incidentReasonLabel(incident.reason, language),
    message: incident.message,
    created_at: incident.createdAt.toISOString(),
    status: incident.status,
    status_label: translate(language, `incidentsApi.status.${incident.status}`),
    answers: answers
      .filter((answer) => answer.incidentId === incident.id)
      .map((answer) => ({ text: answer.text, sent_at: answer.sentAt.toISOString() })),
  }));
}

/** Every field of the spec's Order for its customer, with its sub-orders and invoices. */
export async function clientOrderView(
  db: Db,
  order: OrderRecord,
  language: Language,
): Promise<ClientOrder> {
  const lines = await subOrdersOf(db, order, language);
  const issued = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(eq(invoices.orderId, order.id))
    .orderBy(asc(invoices.sequence));
  const status = isOrderStatusCode(order.status) ? order.status : null;
  return {
    ...summaryOf(order, language),
    incidents: await incidentsOf(db, order.id, language),
    installation_appointment: await readOrderAppointment(db, order.cartId),
    email: order.email,
    phone: order.phone,
    shipping_address: {
      name: `${order.name} ${order.surnames}`.trim(),
      address: order.shippingAddress,
      number: order.shippingNumber,
      flat: order.shippingFlat,
      postal_code: order.shippingPostalCode,
      city: order.shippingCity,
      province: order.shippingProvince,
      country: order.shippingCountry,
    },
    billing_address: {
      name: order.billingBusinessName,
      business_name: order.billingBusinessName,
      tax_id_type: order.billingTaxIdType,
      tax_id: order.billingTaxId,
      address: order.billingAddress,
      number: order.billingNumber,
      flat: '',
      postal_code: order.billingPostalCode,
      city: order.billingCity,
      province: order.billingProvince,
      country: order.billingCountry,
    },
    payment_method: order.paymentMethod,
    payment_method_label: paymentLabel(order.paymentMethod, language),
    subtotal: order.subtotal,
    vat: order.vat,
    vat_rate: order.vatRate,
    shipping: order.shippingCost,
    coupon: order.couponCode === null ? null : { code: order.couponCode, discount: order.discount },
    paypal_commission: order.paypalCommission,
    amount: order.total,
    observations: order.observations,
    invoices: issued.map(({ number }) => ({ number, url: downloadPath(number) })),
    sub_orders: lines,
    cart_id: order.cartId,
    // An open quotation (200) is paid by accepting it first: quotations/{id}/accept/.
    can_pay: status !== null && canPayOrder(status),
    can_open_incident: status !== null && canOpenIncident(status),
  };
}
