import { cartRows, orders, productTranslations } from '@shop/db';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../database.ts';
import type { SequraAddress } from '../../payments/sequra-client.ts';

export interface ProviderOrderLine {
  reference: string;
  name: string;
  quantity: number;
  /** With VAT; quantity x unitPrice is exactly the row's total. */
  unitPrice: number;
}

/** What Klarna (through Adyen) and seQura are told about an order: lines that add up to it. */
export interface ProviderOrder {
  lines: ProviderOrderLine[];
  shipping: number;
  discount: number;
  couponCode: string;
  address: SequraAddress;
  customer: { givenNames: string; surnames: string; email: string; nin?: string };
}

/**
 * A row whose total does not divide evenly by its quantity (an installation booked for two
 * screens) is sent as one line of the row's total, so the lines always add up to the charge.
 */
function lineOf(
  row: { finalRef: string; quantity: number; totalPvp: number },
  name: string,
): ProviderOrderLine {
  const even = row.totalPvp % row.quantity === 0;
  return {
    reference: row.finalRef,
    name: even ? name : `${row.quantity} x ${name}`,
    quantity: even ? row.quantity : 1,
    unitPrice: even ? row.totalPvp / row.quantity : row.totalPvp,
  };
}

export async function orderForProvider(db: Db, orderId: number): Promise<ProviderOrder> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found`);
  const rows = await db
    .select({
      finalRef: cartRows.finalRef,
      quantity: cartRows.quantity,
      totalPvp: cartRows.totalPvp,
      name: productTranslations.name,
    })
    .from(cartRows)
    .leftJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, cartRows.productId),
        eq(productTranslations.language, order.language),
      ),
    )
    .where(eq(cartRows.cartId, order.cartId))
    .orderBy(asc(cartRows.position), asc(cartRows.id));
  return {
    lines: rows.map((row) => lineOf(row, row.name ?? row.finalRef)),
    shipping: order.shippingCost,
    discount: order.discount,
    couponCode: order.couponCode ?? '',
    address: {
      givenNames: order.name,
      surnames: order.surnames,
      addressLine1: `${order.shippingAddress} ${order.shippingNumber}`.trim(),
      addressLine2: order.shippingFlat,
      postalCode: order.shippingPostalCode,
      city: order.shippingCity,
      province: order.shippingProvince,
      countryCode: order.storeCode === 'FRSM' ? 'FR' : 'ES',
      phone: order.phone,
    },
    customer: {
      givenNames: order.name,
      surnames: order.surnames,
      email: order.email,
      ...(order.billingTaxId ? { nin: order.billingTaxId } : {}),
    },
  };
}
