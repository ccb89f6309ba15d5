import { z } from 'zod';
import { Cents, PageQuery, RecordIdParam, StoreCode } from './common.ts';
import { InstallationAppointment } from './installation-appointment.ts';
import { StaffQuery } from './staff.ts';
import { orderFilterFields, withRanges } from './staff-orders.ts';

/** The installation bookings list (routes/staff/installation-booking-routes.ts). */
const bookingFilterFields = {
  store: orderFilterFields.store,
  status: orderFilterFields.status,
  created_from: orderFilterFields.created_from,
  created_to: orderFilterFields.created_to,
  /** The province of the installers' city, as the installation cities name it. */
  province: z.string().trim().min(1).max(60).optional(),
};

export const InstallationBookingQuery = withRanges(
  StaffQuery.extend(PageQuery.shape).extend(bookingFilterFields),
);
export type InstallationBookingQuery = z.infer<typeof InstallationBookingQuery>;

export const StaffInstallationBooking = z
  .object({
    id: z.number().int(),
    order: z.object({
      id: z.number().int(),
      number: z.string(),
      store: StoreCode,
      created_at: z.iso.datetime(),
      status: z.number().int(),
      status_name: z.string(),
    }),
    customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    address: z.string(),
    postal_code: z.string(),
    city: z.string(),
    province: z.string(),
    /** The installer's visit once staff have set it with the customer. */
    appointment: InstallationAppointment.nullable(),
    distance: z.number().int(),
    disassembly: z.boolean(),
    pre_measurement: z.boolean(),
    on_request: z.boolean(),
    /** Paid online by the customer (reservation, disassembly, pre-measurement). */
    reservation_paid: Cents,
    /** What the shop owes the installer (packages/domain installerSettlement). */
    installer_owed: Cents,
    /** What the installer collects from the customer on site; null when on request. */
    installer_collects: Cents.nullable(),
  })
  .meta({ id: 'StaffInstallationBooking' });
export type StaffInstallationBooking = z.infer<typeof StaffInstallationBooking>;

export const ProvinceTotals = z.object({
  province: z.string(),
  bookings: z.number().int(),
  reservation_paid: Cents,
  installer_owed: Cents,
  installer_collects: Cents,
});

export const InstallationBookingList = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(StaffInstallationBooking),
  /** Over every booking matching the filters (not only this page), per province. */
  totals: z.array(ProvinceTotals),
});

export const InstallationBookingParams = z.object({ id: RecordIdParam });
