import { cartRows, carts, staffQuotationRows, staffQuotations, users } from '@shop/db';
import { isStoreCode } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import type { QuotationRowInput } from '../../contracts/staff-quotations.ts';
import { storedConfiguration } from '../../cart/cart-row-records.ts';
import type { Db } from '../../database.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { insertQuotationOrder } from '../../orders/save-quotation.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';
import { priceQuotationRows } from './quotation-pricing.ts';
import { lockDraft, readStaffQuotation, rowColumnsOf, writeRows } from './staff-quotations.ts';

/** The editor's request a stored row was made from, to price it again. */
async function storedRequests(tx: Db, quotationId: number): Promise<QuotationRowInput[]> {
  const rows = await tx
    .select()
    .from(staffQuotationRows)
    .where(eq(staffQuotationRows.quotationId, quotationId))
    .orderBy(asc(staffQuotationRows.position), asc(staffQuotationRows.id));
  return rows.map((row) => {
    const configuration = storedConfiguration(row.configuration);
    return {
      product_id: row.productId,
      quantity: row.quantity,
      option_ids: configuration.option_ids,
      measures: configuration.measures,
      complements: configuration.complements,
      unit_price: row.negotiatedUnitPvp,
      discount_percent: row.discountBasisPoints === null ? null : row.discountBasisPoints / 100,
    };
  });
}

/**
 * Sends a draft: its lines priced again from today's catalogue with the negotiated changes
 * (a line no longer sold refuses the send), frozen as the quotation's own cart and an order in
 * status 200 valid until the chosen day, the same record a customer's saved quotation is: the
 * user area lists it and the existing accept flow turns it into an order at these prices. The
 * e-mail with its PDF is written to the outbox in the same transaction.
 */
export async function sendQuotation(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  id: number,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const draft = await lockDraft(tx, id);
    const before = await readStaffQuotation(tx, id);
    if (!isStoreCode(draft.storeCode))
      throw new Error(`quotation ${id} has store ${draft.storeCode}`);
    const [customer] = await tx
      .select({
        email: users.email,
        name: users.firstName,
        surnames: users.lastName,
        phone: users.phone,
        customerType: users.customerType,
      })
      .from(users)
      .where(eq(users.id, draft.userId));
    if (!customer) throw new Error(`quotation ${id} has no customer`);
    const priced = await priceQuotationRows(
      tx,
      { store: draft.storeCode, language: draft.language, customerType: customer.customerType },
      await storedRequests(tx, id),
    );
    const contact = { ...customer, phone: customer.phone ?? '' };
    const [cart] = await tx
      .insert(carts)
      .values({
        storeCode: draft.storeCode,
        language: draft.language,
        userId: draft.userId,
        customerType: customer.customerType,
        email: contact.email,
        name: contact.name,
        surnames: contact.surnames,
        phone: contact.phone,
        observations: draft.observations,
      })
      .returning();
    if (!cart) throw new Error('quotation cart not inserted');
    // The negotiated unit covers the product, its options and complements alike.
    await tx.insert(cartRows).values(
      priced.map((row, position) => ({
        cartId: cart.id,
        productId: row.priced.productId,
        variantId: row.priced.variantId,
        quantity: row.priced.quantity,
        configuration: row.priced.configuration,
        finalRef: row.priced.finalRef,
        unitPvp: row.unitPvp,
        totalPvp: row.totalPvp,
        position,
      })),
    );
    const order = await insertQuotationOrder(tx, {
      cart,
      language: draft.language,
      userId: draft.userId,
      contact: {
        email: contact.email,
        name: contact.name,
        surnames: contact.surnames,
        phone: contact.phone,
      },
      validUntil: draft.validUntil,
      now,
    });
    // Sent as priced today: the draft's lines keep what the customer was sent.
    await writeRows(tx, id, rowColumnsOf(priced));
    await tx
      .update(staffQuotations)
      .set({ status: 'sent', orderId: order.id, sentAt: now, updatedAt: now })
      .where(eq(staffQuotations.id, id));
    await enqueueEmail(tx, `quotation:${id}`, { kind: 'quotation', quotationId: id });
    const after = await readStaffQuotation(tx, id);
    await recordStaffChange(tx, staff, 'quotation.send', 'quotation', id, before, after);
  });
}
