import { brands, couponExcludedBrands, couponRedemptions, coupons, orders } from '@shop/db';
import { isStoreCode } from '@shop/domain';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  CouponInput,
  CouponListQuery,
  CouponUsage,
  StaffCoupon,
} from '../../contracts/staff-coupons.ts';
import type { Db } from '../../database.ts';
import type { PageWindow } from '../../lists/paged-list.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { isUniqueViolation } from '../../unique-violation.ts';
import { containing } from '../orders/order-filters.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';

type CouponRecord = typeof coupons.$inferSelect;

const couponNotFound = () => new ApiError(404, 'couponsApi.notFound', {}, undefined, 'not_found');

function toStaffCoupon(
  record: CouponRecord,
  excludedBrandIds: number[],
  redeemed: number,
): StaffCoupon {
  if (!isStoreCode(record.storeCode))
    throw new Error(`coupon ${record.id} has store ${record.storeCode}`);
  return {
    id: record.id,
    store: record.storeCode,
    code: record.code,
    description: record.description,
    discount_type: record.discountType,
    amount: record.amount,
    percent: record.percent,
    minimum_pvp: record.minimumPvp,
    max_redemptions: record.maxRedemptions,
    max_redemptions_per_email: record.maxRedemptionsPerEmail,
    bound_email: record.boundEmail,
    is_public: record.isPublic,
    is_active: record.isActive,
    starts_at: record.startsAt?.toISOString() ?? null,
    ends_at: record.endsAt?.toISOString() ?? null,
    excluded_brand_ids: excludedBrandIds,
    times_redeemed: redeemed,
    created_at: record.createdAt.toISOString(),
  };
}

/** How many orders used each coupon. */
async function redemptionCounts(db: Db, couponIds: number[]): Promise<Map<number, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: couponRedemptions.couponId, times: count() })
    .from(couponRedemptions)
    .where(inArray(couponRedemptions.couponId, couponIds))
    .groupBy(couponRedemptions.couponId);
  return new Map(rows.map((row) => [row.couponId, row.times]));
}

async function excludedBrandsOf(db: Db, couponIds: number[]): Promise<Map<number, number[]>> {
  const byCoupon = new Map<number, number[]>();
  if (couponIds.length === 0) return byCoupon;
  const rows = await db
    .select()
    .from(couponExcludedBrands)
    .where(inArray(couponExcludedBrands.couponId, couponIds))
    .orderBy(couponExcludedBrands.brandId);
  for (const row of rows)
    byCoupon.set(row.couponId, [...(byCoupon.get(row.couponId) ?? []), row.brandId]);
  return byCoupon;
}

function filterOf(query: CouponListQuery): SQL | undefined {
  return and(
    query.store === undefined ? undefined : eq(coupons.storeCode, query.store),
    query.active === undefined ? undefined : eq(coupons.isActive, query.active),
    query.q === undefined || query.q === ''
      ? undefined
      : sql`lower(${coupons.code}) like ${containing(query.q)}`,
  );
}

/** The coupons list of the staff app, newest first. */
export async function readCouponPage(
  db: Db,
  query: CouponListQuery,
  window: PageWindow,
): Promise<{ count: number; results: StaffCoupon[] }> {
  const where = filterOf(query);
  const [total] = await db.select({ count: count() }).from(coupons).where(where);
  const records = await db
    .select()
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(window.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(window.offset);
  // One after the other: inside a transaction both share one connection.
  const ids = records.map((record) => record.id);
  const excluded = await excludedBrandsOf(db, ids);
  const redeemed = await redemptionCounts(db, ids);
  return {
    count: total?.count ?? 0,
    results: records.map((record) =>
      toStaffCoupon(record, excluded.get(record.id) ?? [], redeemed.get(record.id) ?? 0),
    ),
  };
}

export async function readStaffCoupon(db: Db, id: number): Promise<StaffCoupon> {
  const [record] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!record) throw couponNotFound();
  const excluded = await excludedBrandsOf(db, [id]);
  const redeemed = await redemptionCounts(db, [id]);
  return toStaffCoupon(record, excluded.get(id) ?? [], redeemed.get(id) ?? 0);
}

/** The rules across fields, each refused on the field the form shows it under. */
async function checkInput(db: Db, input: CouponInput): Promise<void> {
  if (input.discount_type === 'amount' && input.amount <= 0)
    throw ApiError.badRequest('amount', 'couponsApi.amountRequired');
  if (input.discount_type === 'percent' && (input.percent < 1 || input.percent > 100))
    throw ApiError.badRequest('percent', 'couponsApi.percentRequired');
  if (
    input.starts_at !== null &&
    input.ends_at !== null &&
    new Date(input.ends_at) <= new Date(input.starts_at)
  )
    throw ApiError.badRequest('ends_at', 'couponsApi.datesOrder');
  const wanted = [...new Set(input.excluded_brand_ids)];
  if (wanted.length === 0) return;
  const known = new Set(
    (await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, wanted))).map(
      (brand) => brand.id,
    ),
  );
  const unknown = wanted.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw ApiError.badRequest('excluded_brand_ids', 'couponsApi.unknownBrand', { id: unknown });
}

/** The columns of the input; a type keeps only what it uses, so a stale amount never lingers. */
function columnsOf(input: CouponInput) {
  return {
    storeCode: input.store,
    code: input.code,
    description: input.description,
    discountType: input.discount_type,
    amount: input.discount_type === 'amount' ? input.amount : 0,
    percent: input.discount_type === 'percent' ? input.percent : 0,
    minimumPvp: input.minimum_pvp,
    maxRedemptions: input.max_redemptions,
    maxRedemptionsPerEmail: input.max_redemptions_per_email,
    boundEmail: input.bound_email,
    isPublic: input.is_public,
    isActive: input.is_active,
    startsAt: input.starts_at === null ? null : new Date(input.starts_at),
    endsAt: input.ends_at === null ? null : new Date(input.ends_at),
  };
}

async function setExcludedBrands(tx: Db, couponId: number, brandIds: number[]): Promise<void> {
  await tx.delete(couponExcludedBrands).where(eq(couponExcludedBrands.couponId, couponId));
  const unique = [...new Set(brandIds)];
  if (unique.length > 0)
    await tx.insert(couponExcludedBrands).values(unique.map((brandId) => ({ couponId, brandId })));
}

/** Two coupons of one edition never share a code (the cart looks them up by it). */
async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'coupons_store_code_code_key'))
      throw ApiError.badRequest('code', 'couponsApi.codeTaken');
    throw error;
  }
}

export async function createCoupon(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  input: CouponInput,
): Promise<number> {
  await checkInput(db, input);
  return uniqueCode(() =>
    db.transaction(async (tx) => {
      const [created] = await tx.insert(coupons).values(columnsOf(input)).returning();
      if (!created) throw new Error('coupon insert returned nothing');
      await setExcludedBrands(tx, created.id, input.excluded_brand_ids);
      const after = await readStaffCoupon(tx, created.id);
      await recordStaffChange(tx, staff, 'coupon.create', 'coupon', created.id, null, after);
      return created.id;
    }),
  );
}

/**
 * Replaces the coupon with the form's values. A coupon already used keeps its code and edition:
 * its orders, invoices and the usage report name it by them.
 */
export async function updateCoupon(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  id: number,
  input: CouponInput,
): Promise<void> {
  await checkInput(db, input);
  await uniqueCode(() =>
    db.transaction(async (tx) => {
      // Locked, so a checkout redeeming it meanwhile is counted before the code check.
      const [locked] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!locked) throw couponNotFound();
      const before = await readStaffCoupon(tx, id);
      if (before.times_redeemed > 0 && (before.code !== input.code || before.store !== input.store))
        throw ApiError.badRequest('code', 'couponsApi.codeUsed');
      await tx.update(coupons).set(columnsOf(input)).where(eq(coupons.id, id));
      await setExcludedBrands(tx, id, input.excluded_brand_ids);
      const after = await readStaffCoupon(tx, id);
      await recordStaffChange(tx, staff, 'coupon.update', 'coupon', id, before, after);
    }),
  );
}

/** Carts holding it stop getting its discount at their next read; its uses stay reported. */
export async function deactivateCoupon(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!locked) throw couponNotFound();
    if (!locked.isActive) throw ApiError.conflict('couponsApi.alreadyInactive');
    const before = await readStaffCoupon(tx, id);
    await tx.update(coupons).set({ isActive: false }).where(eq(coupons.id, id));
    const after = await readStaffCoupon(tx, id);
    await recordStaffChange(tx, staff, 'coupon.deactivate', 'coupon', id, before, after);
  });
}

/** Every order that used the coupon, newest first, with what it took off each. */
export async function readCouponUsage(db: Db, id: number): Promise<CouponUsage> {
  const coupon = await readStaffCoupon(db, id);
  const rows = await db
    .select({
      orderId: orders.id,
      number: orders.number,
      email: couponRedemptions.email,
      date: couponRedemptions.createdAt,
      discount: orders.discount,
    })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(eq(couponRedemptions.couponId, id))
    .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id));
  const redemptions = rows.map((row) => ({
    order_id: row.orderId,
    order_number: row.number,
    email: row.email,
    date: row.date.toISOString(),
    discount: row.discount,
  }));
  return {
    coupon,
    redemptions,
    totals: {
      count: redemptions.length,
      discount: redemptions.reduce((sum, row) => sum + row.discount, 0),
    },
  };
}
