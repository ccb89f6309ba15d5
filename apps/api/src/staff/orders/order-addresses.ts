import { eq, sql } from 'drizzle-orm';
import { orders, subOrders } from '@shop/db';
import {
  installerAddressMismatch,
  isStoreCode,
  isSubOrderStatusCode,
  subOrderHasShipped,
  type StoreCode,
} from '@shop/domain';
import { readInstallationPostalCodes } from '../../cart/installer-address.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';

type OrderRow = typeof orders.$inferSelect;
export type AddressKind = 'shipping' | 'billing';

/** The fields of each address as the api names them -> the orders column that keeps them. */
const addressColumns = {
  shipping: {
    phone: 'phone',
    address: 'shippingAddress',
    number: 'shippingNumber',
    flat: 'shippingFlat',
    postal_code: 'shippingPostalCode',
    city: 'shippingCity',
    province: 'shippingProvince',
    country: 'shippingCountry',
  },
  billing: {
    business_name: 'billingBusinessName',
    tax_id_type: 'billingTaxIdType',
    tax_id: 'billingTaxId',
    address: 'billingAddress',
    number: 'billingNumber',
    postal_code: 'billingPostalCode',
    city: 'billingCity',
    province: 'billingProvince',
    country: 'billingCountry',
  },
} as const satisfies Record<AddressKind, Record<string, keyof OrderRow>>;

export type AddressFields = Record<string, string>;

/** One address of an order, by the api's field names (the audit's before and after). */
export function addressFieldsOf(order: OrderRow, kind: AddressKind): AddressFields {
  return Object.fromEntries(
    Object.entries(addressColumns[kind]).map(([field, column]) => [field, String(order[column])]),
  );
}

/**
 * Replaces one address of an order, while nothing of it has shipped (409 after: the carrier
 * and the paperwork already hold it). `validate` checks the new address with the checkout's
 * rules of the order's edition (a 400 naming every wrong field); the change and its audit
 * entry (before and after) are one transaction, under the order's row lock so a shipment
 * racing it either happens first (409) or after the new address is in.
 */
export async function changeOrderAddress(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  orderId: number,
  kind: AddressKind,
  validate: (store: StoreCode) => AddressFields,
): Promise<AddressFields> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new ApiError(404, 'api.notFound', {}, undefined, 'not_found');
    if (!isStoreCode(order.storeCode)) throw new Error(`order ${orderId} has no edition`);
    const subs = await tx
      .select({ status: subOrders.status, shippedAt: subOrders.shippedAt })
      .from(subOrders)
      .where(eq(subOrders.orderId, orderId));
    const shipped = subs.some(
      (sub) =>
        sub.shippedAt !== null ||
        (isSubOrderStatusCode(sub.status) && subOrderHasShipped(sub.status)),
    );
    if (shipped)
      throw new ApiError(409, 'staffApi.addressesLocked', {}, undefined, 'order_already_shipped');
    const fields = validate(order.storeCode);
    // As at checkout: the installer goes to the shipping address, booked for its province.
    if (kind === 'shipping')
      for (const booked of await readInstallationPostalCodes(tx, order.cartId)) {
        const mismatch = installerAddressMismatch(booked, fields.postal_code ?? '');
        if (mismatch)
          throw ApiError.badRequest('postal_code', 'staffApi.installationElsewhere', {
            installation: mismatch.installationProvince,
            shipping: mismatch.shippingProvince,
          });
      }
    const changes = Object.fromEntries(
      Object.entries(addressColumns[kind]).map(([field, column]) => [column, fields[field] ?? '']),
    );
    const [after] = await tx
      .update(orders)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
      .returning();
    if (!after) throw new ApiError(404, 'api.notFound', {}, undefined, 'not_found');
    const before = addressFieldsOf(order, kind);
    const saved = addressFieldsOf(after, kind);
    await recordStaffChange(
      tx,
      staff,
      `order.${kind}_address_changed`,
      'order',
      orderId,
      before,
      saved,
    );
    return saved;
  });
}
