import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ValidationErrorBody } from '../../contracts/common.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import { StaffDashboard } from '../../contracts/staff-dashboard.ts';
import { staffBase } from '../../plugins/staff-authentication.ts';
import { cachedDashboard } from '../../staff/dashboard.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

/** The staff app's first screen: sales per edition and the orders waiting for someone. */
export const dashboardRoutes: FastifyPluginAsyncZod<StaffContext> = async (app, { db }) => {
  // Figures may be up to a minute old: see cachedDashboard.
  const dashboard = cachedDashboard(db);
  app.get(
    `${staffBase}dashboard/`,
    {
      config: { staffPermission: 'orders.read' },
      schema: {
        summary:
          'Sales today, 7 and 30 days per edition, orders waiting per status, daily sales and top products of the last 30 days (cached for 60 s: figures may be a minute old)',
        tags,
        querystring: StaffQuery,
        response: {
          200: StaffDashboard,
          400: ValidationErrorBody,
          401: CodedErrorBody,
          403: CodedErrorBody,
        },
      },
    },
    (request) => dashboard(request.locale),
  );
};
