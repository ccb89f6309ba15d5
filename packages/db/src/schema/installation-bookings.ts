import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  time,
} from 'drizzle-orm/pg-core';
import { cartRows } from './carts.ts';
import { cents, createdAt, id } from './columns.ts';
import { installationCities } from './installation.ts';

/**
 * The installation reservation of a cart row: only reservation_amount is paid online, the
 * installer is paid installer_payment on site.
 */
export const installationBookings = pgTable(
  'installation_bookings',
  {
    id: id(),
    cartRowId: integer('cart_row_id')
      .notNull()
      .references(() => cartRows.id, { onDelete: 'cascade' }),
    installationCityId: integer('installation_city_id')
      .notNull()
      .references(() => installationCities.id),
    distance: smallint('distance').notNull(),
    postalCode: text('postal_code').notNull(),
    disassembly: boolean('disassembly').notNull(),
    preMeasurement: boolean('pre_measurement').notNull(),
    cost: cents('cost').notNull(),
    reservationAmount: cents('reservation_amount').notNull(),
    installerPayment: cents('installer_payment').notNull(),
    /** The installer's visit, set by staff once agreed with the customer: a day and a window. */
    appointmentDate: date('appointment_date'),
    appointmentFrom: time('appointment_from'),
    appointmentTo: time('appointment_to'),
    createdAt: createdAt(),
  },
  (t) => [
    index('installation_bookings_cart_row_id_idx').on(t.cartRowId),
    index('installation_bookings_installation_city_id_idx').on(t.installationCityId),
    check('installation_bookings_distance_check', sql`${t.distance} in (500, 520)`),
    check(
      'installation_bookings_appointment_check',
      sql`(${t.appointmentDate} is null and ${t.appointmentFrom} is null and ${t.appointmentTo} is null)
        or (${t.appointmentDate} is not null and ${t.appointmentFrom} < ${t.appointmentTo})`,
    ),
  ],
);
