import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  inArray,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { billingAddresses, orders, shippingAddresses, users } from '@shop/db';
import { isOrderStatusCode, isStoreCode, orderStatusMessageKey } from '@shop/domain';
import { translate, type Locale } from '@shop/i18n';
import type {
  CustomerListQuery,
  StaffCustomer,
  StaffCustomerDetail,
} from '../../contracts/staff-customers.ts';
import type { Db } from '../../database.ts';
import { counted, inWindow, totalCount } from '../../lists/page-window.ts';
import type { PageWindow } from '../../lists/paged-list.ts';
import { quotationStatuses } from '../../routes/account/client-orders.ts';
import { containing } from '../orders/order-filters.ts';

/**
 * The billing address that names the customer's company: the default one, else the newest.
 * A correlated sub-select per listed row (a page is at most 100 rows), on the user_id index.
 * Written out with its own alias: inside a select's fields drizzle leaves columns unqualified,
 * and an unqualified `id` would be the address's, not the user's.
 */
function billingField(column: 'business_name' | 'tax_id') {
  return sql<string>`coalesce((select b.${sql.raw(column)} from ${billingAddresses} b
    where b.user_id = ${sql.raw('"users"."id"')}
    order by b.is_default desc, b.id desc limit 1), '')`;
}

const customerColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  customerType: users.customerType,
  storeCode: users.storeCode,
  professionalStatus: users.professionalStatus,
  isActive: users.isActive,
  createdAt: users.createdAt,
  company: billingField('business_name'),
  taxId: billingField('tax_id'),
};

type CustomerRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  customerType: 'C' | 'P';
  storeCode: string;
  professionalStatus: StaffCustomer['professional_status'];
  isActive: boolean;
  createdAt: Date;
  company: string;
  taxId: string;
};

function toStaffCustomer(row: CustomerRow): StaffCustomer {
  if (!isStoreCode(row.storeCode)) throw new Error(`user ${row.id} has store ${row.storeCode}`);
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    _type: row.customerType,
    store: row.storeCode,
    professional_status: row.professionalStatus,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    company: row.company,
    tax_id: row.taxId,
  };
}

/** The WHERE of the customers list: every filter given, all of them at once. */
function customerCondition(db: Db, query: Omit<CustomerListQuery, 'page' | 'page_size'>) {
  const text = query.q === undefined || query.q === '' ? undefined : containing(query.q);
  const conditions: (SQL | undefined)[] = [
    query.store === undefined ? undefined : eq(users.storeCode, query.store),
    query.type === undefined ? undefined : eq(users.customerType, query.type),
    query.professional_status === undefined
      ? undefined
      : query.professional_status === 'none'
        ? isNull(users.professionalStatus)
        : eq(users.professionalStatus, query.professional_status),
    text === undefined
      ? undefined
      : or(
          sql`lower(${users.email} || ' ' || ${users.firstName} || ' ' || ${users.lastName} || ' ' || coalesce(${users.phone}, '')) like ${text}`,
          // A company or tax id is on any of the customer's billing addresses.
          exists(
            db
              .select({ one: sql`1` })
              .from(billingAddresses)
              .where(
                and(
                  eq(billingAddresses.userId, users.id),
                  sql`lower(${billingAddresses.businessName} || ' ' || ${billingAddresses.taxId}) like ${text}`,
                ),
              ),
          ),
        ),
  ];
  return and(...conditions);
}

/** One page of customers, newest first, and the count of the whole list. */
export async function readCustomerPage(
  db: Db,
  query: CustomerListQuery,
  window: PageWindow,
): Promise<{ count: number; results: StaffCustomer[] }> {
  const select = db
    .select({ ...customerColumns, total: totalCount })
    .from(users)
    .where(customerCondition(db, query))
    .orderBy(desc(users.createdAt), desc(users.id))
    .$dynamic();
  return counted(await inWindow(select, window), toStaffCustomer);
}

/** How many of each the detail lists; the orders list, searched by e-mail, has the rest. */
const detailListSize = 50;

type OrderRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'number' | 'storeCode' | 'createdAt' | 'status' | 'total' | 'quoteValidUntil'
>;

function toCustomerOrder(row: OrderRow, locale: Locale): StaffCustomerDetail['orders'][number] {
  if (!isStoreCode(row.storeCode)) throw new Error(`order ${row.id} has store ${row.storeCode}`);
  return {
    id: row.id,
    number: row.number,
    store: row.storeCode,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    status_name: isOrderStatusCode(row.status)
      ? translate(locale, orderStatusMessageKey(row.status))
      : String(row.status),
    total: row.total,
    quote_valid_until: row.quoteValidUntil,
  };
}

async function ordersOf(db: Db, userId: number, kind: 'orders' | 'quotations', locale: Locale) {
  const statuses = [...quotationStatuses];
  const condition = and(
    eq(orders.userId, userId),
    kind === 'quotations' ? inArray(orders.status, statuses) : notInArray(orders.status, statuses),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        storeCode: orders.storeCode,
        createdAt: orders.createdAt,
        status: orders.status,
        total: orders.total,
        quoteValidUntil: orders.quoteValidUntil,
      })
      .from(orders)
      .where(condition)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(detailListSize),
    db.select({ count: count() }).from(orders).where(condition),
  ]);
  return { list: rows.map((row) => toCustomerOrder(row, locale)), count: total?.count ?? 0 };
}

/** One customer with addresses, orders and quotations; null when there is no such account. */
export async function readCustomerDetail(
  db: Db,
  id: number,
  locale: Locale,
): Promise<StaffCustomerDetail | null> {
  const [row] = await db
    .select({
      ...customerColumns,
      lastLoginAt: users.lastLoginAt,
      professionalDecidedAt: users.professionalDecidedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  if (row === undefined) return null;
  const [shipping, billing, placed, quoted] = await Promise.all([
    db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, id))
      .orderBy(desc(shippingAddresses.isDefault), desc(shippingAddresses.id)),
    db
      .select()
      .from(billingAddresses)
      .where(eq(billingAddresses.userId, id))
      .orderBy(desc(billingAddresses.isDefault), desc(billingAddresses.id)),
    ordersOf(db, id, 'orders', locale),
    ordersOf(db, id, 'quotations', locale),
  ]);
  const place = (a: (typeof shipping)[number] | (typeof billing)[number]) => ({
    id: a.id,
    is_default: a.isDefault,
    address: a.address,
    number: a.number,
    flat: a.flat,
    postal_code: a.postalCode,
    city: a.city,
    province: a.province,
    country: a.country,
  });
  return {
    ...toStaffCustomer(row),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    professional_decided_at: row.professionalDecidedAt?.toISOString() ?? null,
    shipping_addresses: shipping.map((a) => ({
      ...place(a),
      name: `${a.name} ${a.surnames}`.trim(),
      phone: a.phone,
    })),
    billing_addresses: billing.map((a) => ({
      ...place(a),
      name: `${a.name} ${a.surname}`.trim(),
      business_name: a.businessName,
      tax_id_type: a.taxIdType,
      tax_id: a.taxId,
    })),
    orders: placed.list,
    quotations: quoted.list,
    order_count: placed.count,
    quotation_count: quoted.count,
  };
}

/** The professional sign-ups waiting for a decision, oldest first (the first to answer). */
export async function readPendingProfessionalPage(
  db: Db,
  window: PageWindow,
): Promise<{ count: number; results: StaffCustomer[] }> {
  const select = db
    .select({ ...customerColumns, total: totalCount })
    .from(users)
    .where(eq(users.professionalStatus, 'pending'))
    .orderBy(asc(users.createdAt), asc(users.id))
    .$dynamic();
  return counted(await inWindow(select, window), toStaffCustomer);
}
