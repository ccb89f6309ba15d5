import { z } from 'zod';

/**
 * Bodies and answers of the staff calls that write on an order without moving it: a note
 * (routes/staff/order-notes-routes.ts) and its addresses (routes/staff/order-address-routes.ts).
 */

const noteRequired = { error: 'staffApi.noteRequired' } as const;
export const noteMaxLength = 4000;

export const NewOrderNote = z.object({
  text: z
    .string(noteRequired)
    .trim()
    .min(1, noteRequired)
    .max(noteMaxLength, { error: 'staffApi.noteTooLong' }),
});

export const OrderNote = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_name: z.string(),
  text: z.string(),
});
export type OrderNote = z.infer<typeof OrderNote>;

/**
 * Typed as text only: every rule (required, postal code of the edition, phone, tax id by its
 * type) is the checkout's own, applied by the domain's order address forms, so a staff member
 * gets the messages a customer would.
 */
const Text = z.string({ error: 'api.invalidValue' }).max(200).optional();

export const ShippingAddressChange = z.object({
  phone: Text,
  address: Text,
  number: Text,
  flat: Text,
  postal_code: Text,
  city: Text,
  province: Text,
  country: Text,
});

export const BillingAddressChange = z.object({
  business_name: Text,
  tax_id_type: Text,
  tax_id: Text,
  address: Text,
  number: Text,
  postal_code: Text,
  city: Text,
  province: Text,
  country: Text,
});
