import { z } from 'zod';
import { Cents, PageQuery, RecordIdParam, StoreCode } from './common.ts';
import { StaffQuery } from './staff.ts';

/** 'none': accounts that never asked for professional prices. */
export const professionalStatusFilters = ['pending', 'approved', 'refused', 'none'] as const;

/** The filters of the staff customers list (staff contract, "Customers"). */
export const CustomerListQuery = StaffQuery.extend(PageQuery.shape).extend({
  /** E-mail, name, phone, tax id or company, in part, any case. */
  q: z.string().trim().max(100).optional(),
  store: StoreCode.optional(),
  /** C client, P professional: the prices the account sees. */
  type: z.enum(['C', 'P']).optional(),
  professional_status: z.enum(professionalStatusFilters).optional(),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuery>;

export const StaffCustomerParams = z.object({ id: RecordIdParam });

/** One customer account as staff see it in lists. */
export const StaffCustomer = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  _type: z.enum(['C', 'P']),
  store: StoreCode,
  professional_status: z.enum(['pending', 'approved', 'refused']).nullable(),
  is_active: z.boolean(),
  created_at: z.iso.datetime(),
  /**
   * From the account's billing address (the default one, else the newest): sign-up asks no
   * company, so a professional's company is the one they bill to. Empty when they have none.
   */
  company: z.string(),
  tax_id: z.string(),
});
export type StaffCustomer = z.infer<typeof StaffCustomer>;

const Address = z.object({
  id: z.number().int(),
  is_default: z.boolean(),
  /** Who receives (shipping) or whom the invoice names (billing). */
  name: z.string(),
  address: z.string(),
  number: z.string(),
  flat: z.string(),
  postal_code: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
});

/** An order or quotation of the customer, linked to the staff order detail by id. */
export const StaffCustomerOrder = z.object({
  id: z.number().int(),
  number: z.string(),
  store: StoreCode,
  created_at: z.iso.datetime(),
  status: z.number().int(),
  status_name: z.string(),
  total: Cents,
  quote_valid_until: z.string().nullable(),
});

export const StaffCustomerDetail = StaffCustomer.extend({
  last_login_at: z.iso.datetime().nullable(),
  professional_decided_at: z.iso.datetime().nullable(),
  shipping_addresses: z.array(Address.extend({ phone: z.string() })),
  billing_addresses: z.array(
    Address.extend({ business_name: z.string(), tax_id_type: z.string(), tax_id: z.string() }),
  ),
  /** The newest 50 of each; the orders list (searched by e-mail) has the rest. */
  orders: z.array(StaffCustomerOrder),
  quotations: z.array(StaffCustomerOrder),
  order_count: z.number().int(),
  quotation_count: z.number().int(),
});
export type StaffCustomerDetail = z.infer<typeof StaffCustomerDetail>;
