import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { billingAddresses, shippingAddresses } from '@shop/db';
import {
  addressBookBillingForm,
  addressBookShippingForm,
  requiredText,
  type StoreCode,
} from '@shop/domain';
import type {
  BillingAddress,
  BillingAddressRequest,
  ShippingAddress,
  ShippingAddressRequest,
} from '../../contracts/account.ts';
import type { Db } from '../../database.ts';
import { counted, inWindow, totalCount } from '../../lists/page-window.ts';
import type { PageWindow } from '../../lists/paged-list.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { parseWithDomainForm } from './form-issues.ts';

/*
 * The address book: shipping and billing addresses kept apart, each user seeing only theirs.
 * Fields are checked by the domain's address-book forms of the request's edition; the checkout
 * and the book share those rules.
 */

type Table = typeof shippingAddresses | typeof billingAddresses;
const notFound = () => ApiError.notFound('accountApi.addressNotFound');

function shippingSchema(store: StoreCode) {
  return addressBookShippingForm(store).extend({
    name: requiredText('required.name'),
    surnames: requiredText('required.surname'),
  });
}

/** `is_default` in the api, `default` in the domain's form. */
function formInput<Body extends { is_default?: boolean }>({ is_default, ...rest }: Body) {
  return { ...rest, default: is_default };
}
const fieldNames = { default: 'is_default' };

function shippingOf(row: typeof shippingAddresses.$inferSelect): ShippingAddress {
  return {
    id: row.id,
    name: row.name,
    surnames: row.surnames,
    phone: row.phone,
    address: row.address,
    number: row.number,
    flat: row.flat,
    postal_code: row.postalCode,
    city: row.city,
    province: row.province,
    country: row.country,
    is_default: row.isDefault,
  };
}

function billingOf(row: typeof billingAddresses.$inferSelect): BillingAddress {
  return {
    id: row.id,
    business_name: row.businessName,
    tax_id_type: row.taxIdType,
    tax_id: row.taxId,
    name: row.name,
    surname: row.surname,
    address: row.address,
    number: row.number,
    flat: row.flat,
    postal_code: row.postalCode,
    city: row.city,
    province: row.province,
    country: row.country,
    is_default: row.isDefault,
  };
}

function shippingValues(store: StoreCode, body: ShippingAddressRequest) {
  const form = parseWithDomainForm(shippingSchema(store), formInput(body), fieldNames);
  return {
    name: form.name,
    surnames: form.surnames,
    phone: form.phone,
    address: form.address,
    number: form.number,
    flat: form.flat,
    postalCode: form.postal_code,
    city: form.city,
    province: form.province,
    country: form.country,
    isDefault: form.default,
  };
}

function billingValues(store: StoreCode, body: BillingAddressRequest) {
  const form = parseWithDomainForm(addressBookBillingForm(store), formInput(body), fieldNames);
  return {
    businessName: form.business_name,
    taxIdType: form.tax_id_type,
    taxId: form.tax_id,
    name: form.name,
    surname: form.surname,
    address: form.address,
    number: form.number,
    flat: form.flat,
    postalCode: form.postal_code,
    city: form.city,
    province: form.province,
    country: form.country,
    isDefault: form.default,
  };
}

const idOf = (view: { id: number }) => view.id;

/** One default per kind and user: a new default takes the flag from the others. */
async function clearOtherDefaults(tx: Db, table: Table, userId: number, keepId: number) {
  await tx
    .update(table)
    .set({ isDefault: false })
    .where(and(eq(table.userId, userId), ne(table.id, keepId), eq(table.isDefault, true)));
}

/** The user's first address of a kind becomes their default without asking. */
async function isFirst(tx: Db, table: Table, userId: number): Promise<boolean> {
  const [any] = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.userId, userId))
    .limit(1);
  return any === undefined;
}

interface AddressKind<Row, Values, Body, View> {
  table: Table;
  values: (store: StoreCode, body: Body) => Values;
  view: (row: Row) => View;
  /** drizzle types an insert by its table, which a union of two tables loses. */
  insert: (tx: Db, values: Values & { userId: number }) => Promise<Row | undefined>;
}

function addressBook<
  Row,
  Values extends { isDefault: boolean },
  Body,
  View extends { id: number },
>({ table, values, view, insert }: AddressKind<Row, Values, Body, View>) {
  const mine = (userId: number, id: number) => and(eq(table.id, id), eq(table.userId, userId));
  return {
    async list(db: Db, userId: number, window: PageWindow) {
      const rows = await inWindow(
        db
          .select({ row: table, total: totalCount })
          .from(table)
          .where(eq(table.userId, userId))
          .orderBy(desc(table.isDefault), asc(table.id))
          .$dynamic(),
        window,
      );
      return counted(rows, ({ row }) => view(row as Row));
    },
    async read(db: Db, userId: number, id: number): Promise<View> {
      const [row] = await db.select().from(table).where(mine(userId, id));
      if (!row) throw notFound();
      return view(row as Row);
    },
    create(db: Db, store: StoreCode, userId: number, body: Body): Promise<View> {
      const checked = values(store, body);
      return db.transaction(async (tx) => {
        const isDefault = checked.isDefault || (await isFirst(tx, table, userId));
        const row = await insert(tx, { ...checked, isDefault, userId });
        if (!row) throw new Error('address not inserted');
        const created = view(row);
        if (isDefault) await clearOtherDefaults(tx, table, userId, idOf(created));
        return created;
      });
    },
    update(db: Db, store: StoreCode, userId: number, id: number, body: Body): Promise<View> {
      const checked = values(store, body);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(table)
          .set({ ...checked, updatedAt: new Date() })
          .where(mine(userId, id))
          .returning();
        if (!row) throw notFound();
        if (row.isDefault) await clearOtherDefaults(tx, table, userId, row.id);
        return view(row as Row);
      });
    },
    async remove(db: Db, userId: number, id: number): Promise<void> {
      const deleted = await db.delete(table).where(mine(userId, id)).returning({ id: table.id });
      if (deleted.length === 0) throw notFound();
    },
  };
}

export const shippingBook = addressBook({
  table: shippingAddresses,
  values: shippingValues,
  view: shippingOf,
  insert: async (tx, values) => (await tx.insert(shippingAddresses).values(values).returning())[0],
});

export const billingBook = addressBook({
  table: billingAddresses,
  values: billingValues,
  view: billingOf,
  insert: async (tx, values) => (await tx.insert(billingAddresses).values(values).returning())[0],
});
