import { auditLog } from '@shop/db';
import type { Db } from '../database.ts';
import type { StaffMember } from './staff-sessions.ts';

/**
 * Writes one audit entry: who (the staff member), what (action on entity + id), before and
 * after. Call it with the transaction that makes the change, so the change and its record are
 * kept or lost together. The table refuses updates and deletes (migration 0011). Answers the
 * entry's id: one change's own name, for what follows from it (an e-mail about that change).
 */
export async function recordStaffChange(
  tx: Db,
  staff: Pick<StaffMember, 'id'>,
  action: string,
  entity: string,
  entityId: number | string,
  before: unknown,
  after: unknown,
): Promise<number> {
  const [entry] = await tx
    .insert(auditLog)
    .values({
      staffId: staff.id,
      action,
      entity,
      entityId: String(entityId),
      before: before ?? null,
      after: after ?? null,
    })
    .returning({ id: auditLog.id });
  if (entry === undefined) throw new Error('the audit entry was not written');
  return entry.id;
}
