import { cartRows, installationBookings, orders } from '@shop/db';
import {
  appointmentError,
  domainErrorMessageKey,
  isStoreCode,
  orderTakesAppointment,
  type InstallationAppointment,
} from '@shop/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../database.ts';
import { enqueueInstallationAppointmentMail } from '../../mail/installation-appointment-mail.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';

type BookingAppointmentColumns = Pick<
  typeof installationBookings.$inferSelect,
  'appointmentDate' | 'appointmentFrom' | 'appointmentTo'
>;

/** The appointment a booking keeps, as the api shows it ('09:00'), or null before one is set. */
export function appointmentOf(booking: BookingAppointmentColumns): InstallationAppointment | null {
  if (booking.appointmentDate === null) return null;
  return {
    date: booking.appointmentDate,
    // PostgreSQL answers a time as '09:00:00'; the appointment is to the minute.
    from: (booking.appointmentFrom ?? '').slice(0, 5),
    to: (booking.appointmentTo ?? '').slice(0, 5),
  };
}

/** The appointment of an order's installation (the first booking that has one), or null. */
export async function readOrderAppointment(
  db: Db,
  cartId: string,
): Promise<InstallationAppointment | null> {
  const [booking] = await db
    .select({
      appointmentDate: installationBookings.appointmentDate,
      appointmentFrom: installationBookings.appointmentFrom,
      appointmentTo: installationBookings.appointmentTo,
    })
    .from(installationBookings)
    .innerJoin(cartRows, eq(cartRows.id, installationBookings.cartRowId))
    .where(and(eq(cartRows.cartId, cartId), isNotNull(installationBookings.appointmentDate)))
    .orderBy(asc(installationBookings.id))
    .limit(1);
  return booking === undefined ? null : appointmentOf(booking);
}

const sameAppointment = (a: InstallationAppointment | null, b: InstallationAppointment) =>
  a !== null && a.date === b.date && a.from === b.from && a.to === b.to;

/**
 * Sets or moves the installer's visit of one booking (a business day of the order's edition,
 * from today on). The change, its audit entry on the order and the customer's e-mail are one
 * transaction, under the booking's row lock so two staff members setting it at once leave one
 * appointment and one e-mail each. Setting the appointment it already has changes nothing.
 */
export async function setInstallationAppointment(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  bookingId: number,
  appointment: InstallationAppointment,
  now = new Date(),
): Promise<InstallationAppointment> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ booking: installationBookings, order: orders })
      .from(installationBookings)
      .innerJoin(cartRows, eq(cartRows.id, installationBookings.cartRowId))
      .innerJoin(orders, eq(orders.cartId, cartRows.cartId))
      .where(eq(installationBookings.id, bookingId))
      .for('update', { of: installationBookings });
    if (found === undefined)
      throw new ApiError(404, 'appointmentsApi.notFound', {}, undefined, 'not_found');
    const { booking, order } = found;
    if (!isStoreCode(order.storeCode)) throw new Error(`order ${order.id} has no edition`);
    if (!orderTakesAppointment(order.status))
      throw new ApiError(409, 'appointmentsApi.orderClosed', {}, undefined, 'order_not_open');
    const error = appointmentError(order.storeCode, appointment, now);
    if (error !== null)
      throw ApiError.badRequest(
        error === 'appointment.window_invalid' ? 'to' : 'date',
        domainErrorMessageKey(error),
      );
    const before = appointmentOf(booking);
    if (sameAppointment(before, appointment)) return appointment;
    await tx
      .update(installationBookings)
      .set({
        appointmentDate: appointment.date,
        appointmentFrom: appointment.from,
        appointmentTo: appointment.to,
      })
      .where(eq(installationBookings.id, bookingId));
    const change = await recordStaffChange(
      tx,
      staff,
      'installation.appointment_set',
      'order',
      order.id,
      { booking: bookingId, appointment: before },
      { booking: bookingId, appointment },
    );
    await enqueueInstallationAppointmentMail(
      tx,
      { orderId: order.id, bookingId, appointment, changed: before !== null },
      change,
    );
    return appointment;
  });
}
