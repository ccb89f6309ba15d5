import {
  orders,
  productTranslations,
  products,
  staffQuotationRows,
  staffQuotations,
  stores,
  users,
} from '@shop/db';
import { isQuotationValid, isStoreCode, vatIncludedBreakdown, vatRateOf } from '@shop/domain';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  QuotationInput,
  QuotationListQuery,
  StaffQuotation,
  StaffQuotationRow,
} from '../../contracts/staff-quotations.ts';
import { storedConfiguration } from '../../cart/cart-row-records.ts';
import type { Db } from '../../database.ts';
import { counted, inWindow, totalCount } from '../../lists/page-window.ts';
import type { PageWindow } from '../../lists/paged-list.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';
import { priceQuotationRows, type PricedQuotationRow } from './quotation-pricing.ts';

export const quotationNotFound = () =>
  new ApiError(404, 'quotationsApi.notFound', {}, undefined, 'not_found');

const headerColumns = {
  quotation: staffQuotations,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  customerType: users.customerType,
  orderNumber: orders.number,
  orderStatus: orders.status,
};

function headerQuery(db: Db) {
  return db
    .select({ ...headerColumns, total: totalCount })
    .from(staffQuotations)
    .innerJoin(users, eq(users.id, staffQuotations.userId))
    .leftJoin(orders, eq(orders.id, staffQuotations.orderId));
}

type Header = Awaited<ReturnType<ReturnType<typeof headerQuery>['execute']>>[number];

/** The rows of the quotations, with their product's name and reference, in their order. */
async function rowsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, StaffQuotationRow[]>();
  const records = await db
    .select({
      row: staffQuotationRows,
      ref: products.ref,
      name: productTranslations.name,
    })
    .from(staffQuotationRows)
    .innerJoin(products, eq(products.id, staffQuotationRows.productId))
    .innerJoin(staffQuotations, eq(staffQuotations.id, staffQuotationRows.quotationId))
    .leftJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, staffQuotationRows.productId),
        eq(productTranslations.language, staffQuotations.language),
      ),
    )
    .where(inArray(staffQuotationRows.quotationId, ids))
    .orderBy(asc(staffQuotationRows.position), asc(staffQuotationRows.id));
  const byQuotation = new Map<number, StaffQuotationRow[]>();
  for (const { row, ref, name } of records) {
    const configuration = storedConfiguration(row.configuration);
    const view: StaffQuotationRow = {
      product_id: row.productId,
      product_name: name ?? ref,
      ref: row.finalRef || ref,
      option_ids: configuration.option_ids,
      measures: configuration.measures,
      complements: configuration.complements.map(({ complement_id, option_ids }) => ({
        complement_id,
        option_ids,
      })),
      quantity: row.quantity,
      catalogue_unit_pvp: row.catalogueUnitPvp,
      unit_price: row.negotiatedUnitPvp,
      discount_percent: row.discountBasisPoints === null ? null : row.discountBasisPoints / 100,
      unit_pvp: row.unitPvp,
      total_pvp: row.totalPvp,
    };
    byQuotation.set(row.quotationId, [...(byQuotation.get(row.quotationId) ?? []), view]);
  }
  return byQuotation;
}

function viewOf(header: Header, rows: StaffQuotationRow[]): StaffQuotation {
  const { quotation } = header;
  if (!isStoreCode(quotation.storeCode))
    throw new Error(`quotation ${quotation.id} has store ${quotation.storeCode}`);
  const total = rows.reduce((sum, row) => sum + row.total_pvp, 0);
  const catalogueTotal = rows.reduce((sum, row) => sum + row.catalogue_unit_pvp * row.quantity, 0);
  const vatRate = vatRateOf(quotation.storeCode);
  const { net, vat } = vatIncludedBreakdown(total, vatRate);
  return {
    id: quotation.id,
    store: quotation.storeCode,
    language: quotation.language,
    status: quotation.status,
    customer: {
      id: quotation.userId,
      email: header.email,
      name: `${header.firstName} ${header.lastName}`.trim(),
      customer_type: header.customerType,
    },
    valid_until: quotation.validUntil,
    observations: quotation.observations,
    rows,
    totals: {
      catalogue_total: catalogueTotal,
      total,
      saved: catalogueTotal - total,
      subtotal: net,
      vat,
      vat_rate: vatRate,
    },
    order:
      quotation.orderId === null || header.orderNumber === null || header.orderStatus === null
        ? null
        : { id: quotation.orderId, number: header.orderNumber, status: header.orderStatus },
    sent_at: quotation.sentAt?.toISOString() ?? null,
    created_at: quotation.createdAt.toISOString(),
    updated_at: quotation.updatedAt.toISOString(),
  };
}

/** The staff quotations list, newest first. */
export async function readQuotationPage(db: Db, query: QuotationListQuery, window: PageWindow) {
  const where: SQL | undefined = and(
    query.store === undefined ? undefined : eq(staffQuotations.storeCode, query.store),
    query.status === undefined ? undefined : eq(staffQuotations.status, query.status),
    query.customer === undefined ? undefined : eq(staffQuotations.userId, query.customer),
  );
  const headers = await inWindow(
    headerQuery(db)
      .where(where)
      .orderBy(desc(staffQuotations.createdAt), desc(staffQuotations.id))
      .$dynamic(),
    window,
  );
  const rows = await rowsOf(
    db,
    headers.map((header) => header.quotation.id),
  );
  return counted(headers, (header) => viewOf(header, rows.get(header.quotation.id) ?? []));
}

export async function readStaffQuotation(db: Db, id: number): Promise<StaffQuotation> {
  const [header] = await headerQuery(db).where(eq(staffQuotations.id, id));
  if (!header) throw quotationNotFound();
  const rows = await rowsOf(db, [id]);
  return viewOf(header, rows.get(id) ?? []);
}

/** The customer a quotation is for: an active professional account; its edition decides the rest. */
async function customerOf(db: Db, customerId: number) {
  const [customer] = await db
    .select({
      id: users.id,
      storeCode: users.storeCode,
      customerType: users.customerType,
      isActive: users.isActive,
      language: stores.language,
    })
    .from(users)
    .innerJoin(stores, eq(stores.code, users.storeCode))
    .where(eq(users.id, customerId));
  if (!customer) throw ApiError.badRequest('customer_id', 'quotationsApi.unknownCustomer');
  if (customer.customerType !== 'P')
    throw ApiError.badRequest('customer_id', 'quotationsApi.notProfessional');
  if (!customer.isActive)
    throw ApiError.badRequest('customer_id', 'quotationsApi.inactiveCustomer');
  if (!isStoreCode(customer.storeCode))
    throw new Error(`user ${customer.id} has store ${customer.storeCode}`);
  return { ...customer, store: customer.storeCode, language: customer.language };
}

/** The header and priced rows the input makes; refused whole (nothing written) on any fault. */
async function columnsOf(db: Db, input: QuotationInput, now: Date) {
  // The accept flow's own rule: a quotation sent already expired could never be accepted.
  if (!isQuotationValid(input.valid_until, now))
    throw ApiError.badRequest('valid_until', 'quotationsApi.validUntilPast');
  const customer = await customerOf(db, input.customer_id);
  const priced = await priceQuotationRows(db, customer, input.rows);
  return {
    header: {
      storeCode: customer.store,
      language: customer.language,
      userId: customer.id,
      validUntil: input.valid_until,
      observations: input.observations,
    },
    rows: rowColumnsOf(priced),
  };
}

/** The stored form of priced lines, in the editor's order. */
export function rowColumnsOf(priced: readonly PricedQuotationRow[]) {
  return priced.map((row, position) => ({
    productId: row.priced.productId,
    variantId: row.priced.variantId,
    quantity: row.priced.quantity,
    configuration: row.priced.configuration,
    finalRef: row.priced.finalRef,
    catalogueUnitPvp: row.catalogueUnitPvp,
    negotiatedUnitPvp: row.negotiatedUnitPvp,
    discountBasisPoints: row.discountBasisPoints,
    unitPvp: row.unitPvp,
    totalPvp: row.totalPvp,
    position,
  }));
}

export async function writeRows(
  tx: Db,
  quotationId: number,
  rows: ReturnType<typeof rowColumnsOf>,
) {
  await tx.delete(staffQuotationRows).where(eq(staffQuotationRows.quotationId, quotationId));
  await tx.insert(staffQuotationRows).values(rows.map((row) => ({ ...row, quotationId })));
}

export async function createQuotation(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  input: QuotationInput,
  now: Date = new Date(),
): Promise<number> {
  const { header, rows } = await columnsOf(db, input, now);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(staffQuotations)
      .values({ ...header, status: 'draft', createdBy: staff.id })
      .returning({ id: staffQuotations.id });
    if (!created) throw new Error('quotation insert returned nothing');
    await writeRows(tx, created.id, rows);
    const after = await readStaffQuotation(tx, created.id);
    await recordStaffChange(tx, staff, 'quotation.create', 'quotation', created.id, null, after);
    return created.id;
  });
}

/** Locks a draft for a change: a sent quotation is the customer's now and stays as sent. */
export async function lockDraft(tx: Db, id: number) {
  const [locked] = await tx
    .select()
    .from(staffQuotations)
    .where(eq(staffQuotations.id, id))
    .for('update');
  if (!locked) throw quotationNotFound();
  if (locked.status !== 'draft') throw ApiError.conflict('quotationsApi.notDraft');
  return locked;
}

/** Replaces a draft with the editor's values, prices recomputed from today's catalogue. */
export async function updateQuotation(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  id: number,
  input: QuotationInput,
  now: Date = new Date(),
): Promise<void> {
  const { header, rows } = await columnsOf(db, input, now);
  await db.transaction(async (tx) => {
    await lockDraft(tx, id);
    const before = await readStaffQuotation(tx, id);
    await tx
      .update(staffQuotations)
      .set({ ...header, updatedAt: now })
      .where(eq(staffQuotations.id, id));
    await writeRows(tx, id, rows);
    const after = await readStaffQuotation(tx, id);
    await recordStaffChange(tx, staff, 'quotation.update', 'quotation', id, before, after);
  });
}
