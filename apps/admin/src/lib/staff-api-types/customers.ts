/** Customer accounts (/admin/v1/customers/). */
import type { StoreCode } from '@shop/domain';

/** A customer account in staff lists (GET /admin/v1/customers/ and professional-requests/). */
export interface StaffCustomer {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  _type: 'C' | 'P';
  store: StoreCode;
  professional_status: 'pending' | 'approved' | 'refused' | null;
  is_active: boolean;
  created_at: string;
  company: string;
  tax_id: string;
}

interface CustomerAddress {
  id: number;
  is_default: boolean;
  name: string;
  address: string;
  number: string;
  flat: string;
  postal_code: string;
  city: string;
  province: string;
  country: string;
}

export interface StaffCustomerOrder {
  id: number;
  number: string;
  store: StoreCode;
  created_at: string;
  status: number;
  status_name: string;
  total: number;
  quote_valid_until: string | null;
}

/** One customer (GET /admin/v1/customers/:id/). */
export interface StaffCustomerDetail extends StaffCustomer {
  last_login_at: string | null;
  professional_decided_at: string | null;
  shipping_addresses: (CustomerAddress & { phone: string })[];
  billing_addresses: (CustomerAddress & {
    business_name: string;
    tax_id_type: string;
    tax_id: string;
  })[];
  orders: StaffCustomerOrder[];
  quotations: StaffCustomerOrder[];
  order_count: number;
  quotation_count: number;
}
