import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { auditLog, staffMembers, subOrders } from '@shop/db';
import type { AuditEntry, AuditListQuery } from '../contracts/staff-audit.ts';
import type { Locale } from '@shop/i18n';
import { auditActionWords } from './audit-action-words.ts';
import type { Db } from '../database.ts';
import type { PageWindow } from '../lists/paged-list.ts';
import { containing, dayStart, nextDayStart } from './orders/order-filters.ts';

/**
 * Entries about one order: the order's own (entity 'order') and its sub-orders' (entity
 * 'sub_order', whose ids are the order's sub-orders): staff think of both as "the order".
 */
export function orderEntriesCondition(orderId: number): SQL | undefined {
  return or(
    and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))),
    and(
      eq(auditLog.entity, 'sub_order'),
      inArray(
        auditLog.entityId,
        sql`(select ${subOrders.id}::text from ${subOrders} where ${subOrders.orderId} = ${orderId})`,
      ),
    ),
  );
}

/**
 * The WHERE of the audit list. The entity, staff and date filters are served by the indexes of
 * migration 0012 (entity + id + at, staff + at, at); the free text is a scan of what the other
 * filters left, which staff narrow first (the log grows by staff changes only, never by customers).
 */
function auditCondition(filters: AuditListQuery): SQL | undefined {
  const q = filters.q === undefined || filters.q === '' ? undefined : containing(filters.q);
  return and(
    filters.entity === undefined ? undefined : eq(auditLog.entity, filters.entity),
    filters.entity_id === undefined ? undefined : eq(auditLog.entityId, filters.entity_id),
    filters.order_id === undefined ? undefined : orderEntriesCondition(filters.order_id),
    filters.staff_id === undefined ? undefined : eq(auditLog.staffId, filters.staff_id),
    filters.action === undefined ? undefined : eq(auditLog.action, filters.action),
    filters.from === undefined ? undefined : gte(auditLog.at, dayStart(filters.from)),
    filters.to === undefined ? undefined : lt(auditLog.at, nextDayStart(filters.to)),
    q === undefined
      ? undefined
      : sql`lower(${auditLog.entityId} || ' ' || ${auditLog.action} || ' ' || coalesce(${auditLog.before}::text, '') || ' ' || coalesce(${auditLog.after}::text, '')) like ${q}`,
  );
}

const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  staffId: auditLog.staffId,
  staffName: staffMembers.name,
  staffEmail: staffMembers.email,
  staffRole: staffMembers.role,
  action: auditLog.action,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
};

type EntryRow = {
  [Key in keyof typeof entryColumns]: (typeof entryColumns)[Key]['_']['data'];
};

function toAuditEntry(row: EntryRow, language: Locale): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    staff_id: row.staffId,
    staff_name: row.staffName,
    staff_email: row.staffEmail,
    staff_role: row.staffRole,
    action: row.action,
    action_name: auditActionWords(language, row.action),
    entity: row.entity,
    entity_id: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/** One page of the audit log, newest first (ties by id), and the count of the whole list. */
export async function readAuditPage(db: Db, filters: AuditListQuery, window: PageWindow) {
  const condition = auditCondition(filters);
  const page = db
    .select(entryColumns)
    .from(auditLog)
    .innerJoin(staffMembers, eq(staffMembers.id, auditLog.staffId))
    .where(condition)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .offset(window.offset)
    .$dynamic();
  const [rows, [total]] = await Promise.all([
    window.limit === undefined ? page : page.limit(window.limit),
    db.select({ count: count() }).from(auditLog).where(condition),
  ]);
  return {
    count: total?.count ?? 0,
    results: rows.map((row) => toAuditEntry(row, filters.language)),
  };
}
