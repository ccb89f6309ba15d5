import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationErrorBody } from '../../contracts/common.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import { InstallationAppointment } from '../../contracts/installation-appointment.ts';
import {
  InstallationBookingList,
  InstallationBookingParams,
  InstallationBookingQuery,
  type StaffInstallationBooking,
} from '../../contracts/staff-installations.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { requireStaff, staffBase } from '../../plugins/staff-authentication.ts';
import { setInstallationAppointment } from '../../staff/installations/installation-appointment.ts';
import { readInstallationBookings } from '../../staff/installations/installation-bookings.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

/**
 * The installation bookings of placed orders, for planning installers (orders.read), and the
 * appointment agreed with the customer (orders.manage: owner and order manager).
 */
export const installationBookingRoutes: FastifyPluginAsyncZod<StaffContext> = async (
  app,
  { db },
) => {
  app.get(
    `${staffBase}installation-bookings/`,
    {
      config: { staffPermission: 'orders.read' },
      schema: {
        summary: 'Installation bookings with what was paid and what the installer is owed',
        tags,
        querystring: InstallationBookingQuery,
        response: {
          200: InstallationBookingList,
          400: ValidationErrorBody,
          401: CodedErrorBody,
          403: CodedErrorBody,
          404: CodedErrorBody,
        },
      },
    },
    async (request) => {
      // pagedList pages the rows; the totals cover the whole selection, read with them.
      let totals: Awaited<ReturnType<typeof readInstallationBookings>>['totals'] = [];
      const list = await pagedList<StaffInstallationBooking>(
        request,
        request.query,
        async (window) => {
          const read = await readInstallationBookings(db, request.query, window, request.locale);
          totals = read.totals;
          return read;
        },
      );
      return { ...list, totals };
    },
  );

  app.put(
    `${staffBase}installation-bookings/:id/appointment/`,
    {
      config: { staffPermission: 'orders.manage' },
      schema: {
        summary: "Set or move the installer's visit (a business day, not past; audited, e-mailed)",
        tags,
        querystring: StaffQuery,
        params: InstallationBookingParams,
        body: InstallationAppointment,
        response: {
          200: InstallationAppointment,
          400: ValidationErrorBody,
          401: CodedErrorBody,
          403: CodedErrorBody,
          404: CodedErrorBody,
          409: CodedErrorBody,
        },
      },
    },
    (request) =>
      setInstallationAppointment(db, requireStaff(request), request.params.id, request.body),
  );
};
