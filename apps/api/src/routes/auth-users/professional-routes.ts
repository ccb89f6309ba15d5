import { and, eq, sql } from 'drizzle-orm';
import { users } from '@shop/db';
import { editions, isStoreCode } from '@shop/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Client, ClientIdParams } from '../../contracts/auth.ts';
import { ListOf, PageQuery, ValidationErrorBody } from '../../contracts/common.ts';
import { CodedErrorBody, StaffQuery } from '../../contracts/staff.ts';
import { StaffCustomer } from '../../contracts/staff-customers.ts';
import { enqueueAccountEmail } from '../../mail/account-email-outbox.ts';
import { pagedList } from '../../lists/paged-list.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireStaff } from '../../plugins/staff-authentication.ts';
import { readPendingProfessionalPage } from '../../staff/customers/customer-queries.ts';
import { recordStaffChange } from '../../staff/record-staff-change.ts';
import { readClient } from './client-record.ts';
import type { AuthUsersContext } from './context.ts';

const tags = ['auth-users', 'staff'];
const refusals = { 401: CodedErrorBody, 403: CodedErrorBody, 404: CodedErrorBody };

/**
 * The approval of professional accounts (issue 14; the staff screens come with the back
 * office): a sign-up with the professional box waits, with client prices, until staff check
 * the company and approve it (customer type P) or refuse it. Staff calls (permission
 * customers.approve). Each decision is e-mailed in the account's language through the outbox and
 * recorded in the audit log, in the transaction that makes it, and is taken once: deciding an
 * account that is not pending answers 409.
 */
export const professionalRoutes: FastifyPluginAsyncZod<AuthUsersContext> = async (
  app,
  { db, nudge },
) => {
  app.get(
    '/admin/v1/professional-requests/',
    {
      config: { staffPermission: 'customers.approve' },
      schema: {
        summary: 'Professional sign-ups waiting for a decision, oldest first',
        tags,
        querystring: StaffQuery.extend(PageQuery.shape),
        // With the sign-up date and the company staff check (from its billing address).
        response: { 200: ListOf(StaffCustomer), 400: ValidationErrorBody, ...refusals },
      },
    },
    (request) =>
      pagedList(request, request.query, (window) => readPendingProfessionalPage(db, window)),
  );

  for (const decision of ['approve', 'refuse'] as const) {
    app.post(
      `/admin/v1/professional-requests/:id/${decision}/`,
      {
        config: { staffPermission: 'customers.approve' },
        schema: {
          summary:
            decision === 'approve'
              ? 'Approve a professional account: professional prices from its next sign-in'
              : 'Refuse a professional account: it keeps client prices',
          tags,
          querystring: StaffQuery,
          params: ClientIdParams,
          response: { 200: Client, 400: ValidationErrorBody, ...refusals, 409: CodedErrorBody },
        },
      },
      async (request) => {
        const { id } = request.params;
        const staff = requireStaff(request);
        await db.transaction(async (tx) => {
          const [decided] = await tx
            .update(users)
            .set({
              professionalStatus: decision === 'approve' ? 'approved' : 'refused',
              professionalDecidedAt: sql`now()`,
              professionalDecidedBy: staff.id,
              ...(decision === 'approve' ? { customerType: 'P' as const } : {}),
              updatedAt: sql`now()`,
            })
            .where(and(eq(users.id, id), eq(users.professionalStatus, 'pending')))
            .returning({ id: users.id, storeCode: users.storeCode });
          if (decided === undefined) {
            const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id));
            if (exists === undefined) throw ApiError.notFound();
            throw ApiError.conflict('authApi.professionalNotPending');
          }
          await recordStaffChange(
            tx,
            staff,
            `professional.${decision}`,
            'customer',
            id,
            // A pending account always has client prices (type C) until this decision.
            { professional_status: 'pending', customer_type: 'C' },
            {
              professional_status: decision === 'approve' ? 'approved' : 'refused',
              customer_type: decision === 'approve' ? 'P' : 'C',
            },
          );
          if (!isStoreCode(decided.storeCode))
            throw new Error(`user ${id} has store ${decided.storeCode}`);
          // Told in the language of the edition the account signed up in, not the staff's.
          await enqueueAccountEmail(
            tx,
            decided.id,
            decision === 'approve' ? 'professionalApproved' : 'professionalRefused',
            editions[decided.storeCode].locale,
          );
        });
        nudge();
        const client = await readClient(db, id);
        if (client === null) throw ApiError.notFound();
        return client;
      },
    );
  }
};
