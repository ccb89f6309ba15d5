import type { Cart, CartOrder, CartRowDisplay, SubOrder } from '@shop/api/contracts';

type Address = {
  name: string;
  lines: string[];
};

/** What the order status page shows: no cart key, nothing the customer did not give or get. */
export type OrderView = {
  order: CartOrder;
  contact: { email: string; phone: string };
  shipping: Address;
  billing: Address & { taxId: { type: string; value: string } | null };
  rows: {
    id: number;
    name: string;
    quantity: number;
    total: number;
    installation: boolean;
    delivery: string | null;
    /** The options, measures and complements, worded as the cart worded them. */
    configuration: CartRowDisplay['configuration_summary'];
    /** Where each shipment of the row is: status, carrier and tracking, a new date if delayed. */
    shipments: {
      id: number;
      status: string;
      carrier: string | null;
      trackingNumber: string | null;
      expectedOn: string | null;
    }[];
  }[];
};

function joined(...parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part && part.trim() !== '').join(' ');
}

export function orderView(
  cart: Cart,
  order: CartOrder,
  rows: CartRowDisplay[],
  subOrders: SubOrder[],
  countryName: string,
): OrderView {
  const person = joined(cart.name, cart.surnames);
  const shippingLines = [
    joined(cart.shipping_address, cart.shipping_number),
    cart.shipping_flat ?? '',
    joined(cart.shipping_postal_code, cart.shipping_city),
    joined(cart.shipping_province),
    countryName,
  ].filter((line) => line !== '');
  const billingLines = cart.same_billing_data
    ? shippingLines
    : [
        joined(cart.billing_address, cart.billing_number),
        joined(cart.billing_postal_code, cart.billing_city),
        joined(cart.billing_province),
        countryName,
      ].filter((line) => line !== '');
  return {
    order,
    contact: { email: cart.email ?? '', phone: cart.phone ?? '' },
    shipping: { name: person, lines: shippingLines },
    billing: {
      name: cart.same_billing_data ? person : (cart.billing_business_name ?? person),
      lines: billingLines,
      taxId:
        !cart.same_billing_data && cart.billing_tax_id && cart.billing_tax_id_type
          ? { type: cart.billing_tax_id_type, value: cart.billing_tax_id }
          : null,
    },
    rows: rows.map((row) => ({
      id: row.id,
      name: row.product?.name ?? row.final_ref,
      quantity: row.quantity,
      total: row.total_pvp,
      installation: row.kind === 'installation',
      delivery: row.delivery_promise?.text ?? null,
      configuration: row.configuration_summary,
      shipments: subOrders
        .filter((subOrder) => subOrder.cart_row_id === row.id)
        .map((subOrder) => ({
          id: subOrder.id,
          status: subOrder.status_label,
          carrier: subOrder.carrier,
          trackingNumber: subOrder.tracking_number,
          expectedOn: subOrder.expected_on,
        })),
    })),
  };
}
