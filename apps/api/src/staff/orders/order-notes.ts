import { asc, eq } from 'drizzle-orm';
import { orders, orderStaffNotes, staffMembers } from '@shop/db';
import type { OrderNote } from '../../contracts/staff-order-changes.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';

/** The audit action of a note (the timeline shows the note itself instead). */
export const noteAction = 'order.note_added';

/**
 * Adds a staff note to an order, with its audit entry in the same transaction. Notes are
 * append-only (the table refuses changes): what was written stays as written.
 */
export async function addOrderNote(
  db: Db,
  staff: Pick<StaffMember, 'id' | 'name'>,
  orderId: number,
  text: string,
): Promise<OrderNote> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw new ApiError(404, 'api.notFound', {}, undefined, 'not_found');
    const [note] = await tx
      .insert(orderStaffNotes)
      .values({ orderId, staffId: staff.id, text })
      .returning();
    if (!note) throw new Error('note not inserted');
    await recordStaffChange(tx, staff, noteAction, 'order', orderId, null, {
      note_id: note.id,
      text,
    });
    return { id: note.id, at: note.createdAt.toISOString(), staff_name: staff.name, text };
  });
}

/** An order's notes, oldest first, each with who wrote it. */
export async function readOrderNotes(db: Db, orderId: number): Promise<OrderNote[]> {
  const rows = await db
    .select({
      id: orderStaffNotes.id,
      at: orderStaffNotes.createdAt,
      staffName: staffMembers.name,
      text: orderStaffNotes.text,
    })
    .from(orderStaffNotes)
    .innerJoin(staffMembers, eq(staffMembers.id, orderStaffNotes.staffId))
    .where(eq(orderStaffNotes.orderId, orderId))
    .orderBy(asc(orderStaffNotes.createdAt), asc(orderStaffNotes.id));
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    staff_name: row.staffName,
    text: row.text,
  }));
}
