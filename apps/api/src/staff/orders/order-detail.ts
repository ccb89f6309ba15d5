import { and, asc, eq, sql } from 'drizzle-orm';
import {
  cartRows,
  installationBookings,
  installationCities,
  invoices,
  orders,
  outboxEmails,
  payments,
  productTranslations,
  stores,
  subOrders,
} from '@shop/db';
import {
  hasSketch,
  isSubOrderStatusCode,
  sketchInput,
  subOrderStatusMessageKey,
  type SketchAttribute,
} from '@shop/domain';
import { translate, type Locale } from '@shop/i18n';
import type { RowSketch, StaffOrderDetail } from '../../contracts/staff-orders.ts';
import type { Db } from '../../database.ts';
import { storedConfiguration, type StoredRowConfiguration } from '../../cart/cart-row-records.ts';
import { configurationSummary, summaryNames } from '../../cart/configuration-summary.ts';
import { readOrderRefunds, staffRefundOf } from '../../orders/order-refunds.ts';
import { productAttributeGroups } from '../../catalog/pricing/configurator-attributes.ts';
import { appointmentOf } from '../installations/installation-appointment.ts';
import { toStaffOrder } from './order-list.ts';
import { readOrderNotes } from './order-notes.ts';
import { emailKindWords, orderTimeline } from './order-timeline.ts';

function addressOf(order: typeof orders.$inferSelect, kind: 'shipping' | 'billing') {
  const billing = kind === 'billing';
  return {
    business_name: billing ? order.billingBusinessName : '',
    tax_id_type: billing ? order.billingTaxIdType : '',
    tax_id: billing ? order.billingTaxId : '',
    address: billing ? order.billingAddress : order.shippingAddress,
    number: billing ? order.billingNumber : order.shippingNumber,
    flat: billing ? '' : order.shippingFlat,
    postal_code: billing ? order.billingPostalCode : order.shippingPostalCode,
    city: billing ? order.billingCity : order.shippingCity,
    province: billing ? order.billingProvince : order.shippingProvince,
    country: billing ? order.billingCountry : order.shippingCountry,
  };
}

/** The storefront's sketch of a made-to-measure row; null for goods without measures. */
function rowSketch(
  attributes: readonly SketchAttribute[],
  configuration: StoredRowConfiguration | undefined,
): RowSketch | null {
  if (configuration === undefined || !hasSketch({ attributes })) return null;
  const sketch = sketchInput(
    { attributes },
    { optionIds: configuration.option_ids, measures: configuration.measures },
  );
  return (
    sketch && {
      width_cm: sketch.widthCm,
      height_cm: sketch.heightCm,
      width_known: sketch.widthKnown,
      height_known: sketch.heightKnown,
      fixed_side: sketch.fixedSide,
      tray: sketch.tray,
    }
  );
}

/**
 * One order as staff see it: its rows with their configuration, sub-orders, addresses,
 * installation, payments, invoices, e-mails and one timeline of everything that happened to
 * it, staff changes included. A fixed number of queries whatever the order's size.
 */
export async function readStaffOrder(
  db: Db,
  id: number,
  locale: Locale,
): Promise<StaffOrderDetail | null> {
  const [found] = await db
    .select({
      order: orders,
      currency: stores.currency,
      hasInstallation: orders.hasInstallation,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.code, orders.storeCode))
    .where(eq(orders.id, id));
  if (found === undefined) return null;
  const { order } = found;
  const [rows, subs, bookings, paid, issued, emails, notes, refunds] = await Promise.all([
    db
      .select({
        id: cartRows.id,
        productId: cartRows.productId,
        name: productTranslations.name,
        sku: cartRows.finalRef,
        quantity: cartRows.quantity,
        unitPrice: cartRows.unitPvp,
        total: cartRows.totalPvp,
        configuration: cartRows.configuration,
      })
      .from(cartRows)
      .leftJoin(
        productTranslations,
        and(
          eq(productTranslations.productId, cartRows.productId),
          eq(productTranslations.language, order.language),
        ),
      )
      .where(eq(cartRows.cartId, order.cartId))
      .orderBy(asc(cartRows.position), asc(cartRows.id)),
    db.select().from(subOrders).where(eq(subOrders.orderId, id)).orderBy(asc(subOrders.id)),
    db
      .select({ booking: installationBookings, city: installationCities })
      .from(installationBookings)
      .innerJoin(cartRows, eq(cartRows.id, installationBookings.cartRowId))
      .innerJoin(
        installationCities,
        eq(installationCities.id, installationBookings.installationCityId),
      )
      .where(eq(cartRows.cartId, order.cartId))
      .orderBy(asc(installationBookings.id))
      .limit(1),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.id)),
    db.select().from(invoices).where(eq(invoices.orderId, id)),
    db
      .select()
      .from(outboxEmails)
      .where(sql`${outboxEmails.payload}->>'orderId' = ${String(id)}`)
      .orderBy(asc(outboxEmails.id)),
    readOrderNotes(db, id),
    readOrderRefunds(db, id),
  ]);
  const configurations = rows.map((row) => storedConfiguration(row.configuration));
  const [names, groups] = await Promise.all([
    summaryNames(db, order.language, configurations),
    productAttributeGroups(db, order.language, [
      ...new Set(rows.flatMap((row) => (row.productId === null ? [] : [row.productId]))),
    ]),
  ]);
  const summaries = configurations.map((configuration) =>
    configurationSummary(names, order.language, configuration),
  );
  const subOrderOf = (rowId: number) => subs.find((sub) => sub.cartRowId === rowId)?.id ?? null;
  const statusName = (status: number) =>
    isSubOrderStatusCode(status) ? translate(locale, subOrderStatusMessageKey(status)) : '';
  const booking = bookings[0];

  const timeline = await orderTimeline(
    db,
    { order, payments: paid, subOrders: subs, invoices: issued, emails, notes },
    locale,
  );

  return {
    ...toStaffOrder(
      {
        ...order,
        currency: found.currency,
        subOrderCount: subs.length,
      },
      locale,
    ),
    rows: rows.map((row, index) => ({
      id: row.id,
      product_name: row.name ?? row.sku,
      sku: row.sku,
      quantity: row.quantity,
      unit_price: row.unitPrice,
      total: row.total,
      configuration_summary: (summaries[index] ?? []).map(
        (entry) => `${entry.label}: ${entry.value}`,
      ),
      sketch: rowSketch(
        (row.productId !== null && groups.get(row.productId)) || [],
        configurations[index],
      ),
      sub_order_id: subOrderOf(row.id),
    })),
    sub_orders: subs.map((sub) => ({
      id: sub.id,
      status: sub.status,
      status_name: statusName(sub.status),
      carrier: sub.carrier,
      tracking_number: sub.trackingNumber,
      expected_delivery: sub.expectedOn,
    })),
    shipping_address: addressOf(order, 'shipping'),
    billing_address: addressOf(order, 'billing'),
    installation:
      booking === undefined
        ? null
        : {
            id: booking.booking.id,
            row_id: booking.booking.cartRowId,
            city: booking.city.name,
            province: booking.city.province,
            postal_code: booking.booking.postalCode,
            distance: booking.booking.distance,
            disassembly: booking.booking.disassembly,
            pre_measurement: booking.booking.preMeasurement,
            cost: booking.booking.cost,
            reservation_amount: booking.booking.reservationAmount,
            installer_payment: booking.booking.installerPayment,
            appointment: appointmentOf(booking.booking),
          },
    payments: paid.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      method: payment.method,
      status: payment.status,
      amount: payment.amount,
      reference: payment.reference,
      created_at: payment.createdAt.toISOString(),
    })),
    invoices: issued.map((invoice) => ({
      number: invoice.number,
      issued_at: invoice.issuedAt.toISOString(),
      total: invoice.total,
      pdf_url: `/accounting/v1/invoices/${encodeURIComponent(invoice.number)}/download/?store=${order.storeCode}`,
    })),
    refunds: refunds.map(staffRefundOf),
    emails: emails.map((email) => {
      const { kind, words } = emailKindWords(email, locale);
      return {
        kind,
        kind_name: words,
        sent_at: email.sentAt?.toISOString() ?? null,
        failed_at: email.failedAt?.toISOString() ?? null,
      };
    }),
    notes,
    timeline,
  };
}
