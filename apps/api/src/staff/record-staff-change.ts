import { auditLog } from '@shop/db';
import type { Db } from '../database.ts';
import type { StaffMember } from './staff-sessions.ts';

/**
 * Writes one audit entry: who (the staff member), what (action on entity + id), before and
 * after. Call it with the transaction that makes the change, so the change and its record are
 * kept or lost together. The table refuses updates and deletes (migration 0011).
 */
export async function recordStaffChange(
  tx: Db,
  staff: Pick<StaffMember, 'id'>,
  action: string,
  entity: string,
  entityId: number | string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: staff.id,
    action,
    entity,
    entityId: String(entityId),
    before: before ?? null,
    after: after ?? null,
  });
}
