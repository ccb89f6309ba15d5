import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ListOf, ValidationErrorBody } from '../../contracts/common.ts';
import { CodedErrorBody } from '../../contracts/staff.ts';
import { AuditEntry, AuditListQuery } from '../../contracts/staff-audit.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { staffBase } from '../../plugins/staff-authentication.ts';
import { readAuditPage } from '../../staff/audit-entries.ts';
import { staffTags as tags, type StaffContext } from './staff-context.ts';

/** The audit log, read-only (permission audit.read): who changed what, when, before and after. */
export const auditRoutes: FastifyPluginAsyncZod<StaffContext> = async (app, { db }) => {
  app.get(
    `${staffBase}audit/`,
    {
      config: { staffPermission: 'audit.read' },
      schema: {
        summary:
          'Staff changes, newest first, filtered by entity, order, staff, action, dates, text',
        tags,
        querystring: AuditListQuery,
        response: {
          200: ListOf(AuditEntry),
          400: ValidationErrorBody,
          401: CodedErrorBody,
          403: CodedErrorBody,
          404: CodedErrorBody,
        },
      },
    },
    (request) =>
      pagedList(request, request.query, (window) => readAuditPage(db, request.query, window)),
  );
};
