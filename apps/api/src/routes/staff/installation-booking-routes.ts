import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationErrorBody } from '../../contracts/common.ts';
import { CodedErrorBody } from '../../contracts/staff.ts';
import {
  InstallationBookingList,
  InstallationBookingQuery,
  type StaffInstallationBooking,
} from '../../contracts/staff-installations.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { staffBase } from '../../plugins/staff-authentication.ts';
import { readInstallationBookings } from '../../staff/installations/installation-bookings.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

/** The installation bookings of placed orders, for planning installers (orders.read). */
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
};
