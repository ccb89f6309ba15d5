import { cartRows, installationBookings, installationCities, orders } from '@shop/db';
import {
  installerSettlement,
  isOrderStatusCode,
  isStoreCode,
  orderStatusMessageKey,
} from '@shop/domain';
import { translate, type Locale } from '@shop/i18n';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type {
  InstallationBookingQuery,
  StaffInstallationBooking,
} from '../../contracts/staff-installations.ts';
import type { Db } from '../../database.ts';
import type { PageWindow } from '../../lists/paged-list.ts';
import { orderFilterCondition } from '../orders/order-filters.ts';
import { appointmentOf } from './installation-appointment.ts';

const bookingColumns = {
  id: installationBookings.id,
  distance: installationBookings.distance,
  postalCode: installationBookings.postalCode,
  disassembly: installationBookings.disassembly,
  preMeasurement: installationBookings.preMeasurement,
  reservationAmount: installationBookings.reservationAmount,
  installerPayment: installationBookings.installerPayment,
  appointmentDate: installationBookings.appointmentDate,
  appointmentFrom: installationBookings.appointmentFrom,
  appointmentTo: installationBookings.appointmentTo,
  city: installationCities.name,
  province: installationCities.province,
  onRequest: installationCities.budget,
  orderId: orders.id,
  number: orders.number,
  storeCode: orders.storeCode,
  createdAt: orders.createdAt,
  status: orders.status,
  name: orders.name,
  surnames: orders.surnames,
  email: orders.email,
  phone: orders.phone,
  street: orders.shippingAddress,
  streetNumber: orders.shippingNumber,
  flat: orders.shippingFlat,
  shippingPostalCode: orders.shippingPostalCode,
  shippingCity: orders.shippingCity,
};

/** Bookings of placed orders only: a cart's booking is not work for an installer yet. */
function bookingsOf(db: Db, where: SQL | undefined) {
  return db
    .select(bookingColumns)
    .from(installationBookings)
    .innerJoin(cartRows, eq(cartRows.id, installationBookings.cartRowId))
    .innerJoin(orders, eq(orders.cartId, cartRows.cartId))
    .innerJoin(
      installationCities,
      eq(installationCities.id, installationBookings.installationCityId),
    )
    .where(where)
    .$dynamic();
}

type BookingRow = Awaited<ReturnType<typeof bookingsOf>>[number];

function whereOf(db: Db, query: InstallationBookingQuery): SQL | undefined {
  // The order filters are the orders list's own (edition, status, Madrid-day dates).
  return and(
    orderFilterCondition({ ...query, ordering: '-created_at' }),
    query.province === undefined ? undefined : eq(installationCities.province, query.province),
  );
}

const settlementOf = (
  row: Pick<BookingRow, 'reservationAmount' | 'installerPayment' | 'onRequest'>,
) =>
  installerSettlement({
    reservationAmount: row.reservationAmount,
    installerPayment: row.installerPayment,
    onRequest: row.onRequest,
  });

function toStaffBooking(row: BookingRow, locale: Locale): StaffInstallationBooking {
  if (!isStoreCode(row.storeCode))
    throw new Error(`order ${row.orderId} has store ${row.storeCode}`);
  const settlement = settlementOf(row);
  const street = [row.street, row.streetNumber, row.flat].filter(Boolean).join(', ');
  return {
    id: row.id,
    order: {
      id: row.orderId,
      number: row.number,
      store: row.storeCode,
      created_at: row.createdAt.toISOString(),
      status: row.status,
      status_name: isOrderStatusCode(row.status)
        ? translate(locale, orderStatusMessageKey(row.status))
        : String(row.status),
    },
    customer: { name: `${row.name} ${row.surnames}`.trim(), email: row.email, phone: row.phone },
    address: `${street}, ${row.shippingPostalCode} ${row.shippingCity}`,
    postal_code: row.postalCode,
    city: row.city,
    province: row.province,
    appointment: appointmentOf(row),
    distance: row.distance,
    disassembly: row.disassembly,
    pre_measurement: row.preMeasurement,
    on_request: row.onRequest,
    reservation_paid: row.reservationAmount,
    installer_owed: settlement.owedByShop,
    installer_collects: settlement.collectedOnSite,
  };
}

export interface ProvinceTotal {
  province: string;
  bookings: number;
  reservation_paid: number;
  installer_owed: number;
  installer_collects: number;
}

/**
 * The totals per province over every matching booking. Summed here with the domain's rule
 * rather than in SQL, so the list and its totals can never disagree on what is owed.
 */
function provinceTotals(rows: readonly BookingRow[]): ProvinceTotal[] {
  const totals = new Map<string, ProvinceTotal>();
  for (const row of rows) {
    const settlement = settlementOf(row);
    const total = totals.get(row.province) ?? {
      province: row.province,
      bookings: 0,
      reservation_paid: 0,
      installer_owed: 0,
      installer_collects: 0,
    };
    total.bookings += 1;
    total.reservation_paid += row.reservationAmount;
    total.installer_owed += settlement.owedByShop;
    total.installer_collects += settlement.collectedOnSite ?? 0;
    totals.set(row.province, total);
  }
  return [...totals.values()].sort((a, b) => a.province.localeCompare(b.province, 'es'));
}

/** One page of the bookings, newest order first, with the totals of the whole selection. */
export async function readInstallationBookings(
  db: Db,
  query: InstallationBookingQuery,
  window: PageWindow,
  locale: Locale,
) {
  const where = whereOf(db, query);
  // Every matching booking (a few hundred a year): its count and totals; then the page.
  const matching = await bookingsOf(db, where);
  const page = bookingsOf(db, where)
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(installationBookings.id))
    .offset(window.offset);
  const rows = await (window.limit === undefined ? page : page.limit(window.limit));
  return {
    count: matching.length,
    results: rows.map((row) => toStaffBooking(row, locale)),
    totals: provinceTotals(matching),
  };
}
