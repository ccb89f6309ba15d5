import { z } from 'zod';
import { staffRoles } from '@shop/domain';
import { CalendarDay, PageQuery, RecordIdParam } from './common.ts';
import { StaffQuery } from './staff.ts';

const Name = z.string().trim().min(1).max(60);

/**
 * The audit log's filters (staff contract, "Audit"): an entity (type, and id), every entry of
 * one order (the order's own and its sub-orders'), a staff member, an action, a date range
 * (shop days, Madrid) and a free text over the entity id, the action and the before/after.
 */
export const AuditListQuery = StaffQuery.extend(PageQuery.shape)
  .extend({
    entity: Name.optional(),
    entity_id: Name.optional(),
    order_id: RecordIdParam.optional(),
    staff_id: RecordIdParam.optional(),
    action: Name.optional(),
    from: CalendarDay.optional(),
    to: CalendarDay.optional(),
    q: z.string().trim().max(100).optional(),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    error: 'staffApi.datesReversed',
    path: ['from'],
  });
export type AuditListQuery = z.infer<typeof AuditListQuery>;

/** One entry: who (name, e-mail, role), when, what (action on entity + id), before and after. */
export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_id: z.number().int(),
  staff_name: z.string(),
  staff_email: z.string(),
  staff_role: z.enum(staffRoles),
  action: z.string(),
  /** The action in the staff member's language (its code when the catalogue has no words yet). */
  action_name: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
