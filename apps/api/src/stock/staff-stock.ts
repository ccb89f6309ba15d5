import {
  brands,
  categoryTranslations,
  orders,
  productCategories,
  products,
  productTranslations,
  staffMembers,
  stockMovements,
} from '@shop/db';
import { lowStockThreshold } from '@shop/domain';
import type { Locale } from '@shop/i18n';
import { and, asc, count, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type {
  StockAdjustment,
  StockAdjustmentInput,
  StockFilters,
  StockLevel,
  StockListQuery,
  StockMovementRow,
} from '../contracts/staff-stock.ts';
import type { Db } from '../database.ts';
import { productsFiledUnder } from '../staff/products-filed-under.ts';
import type { PageWindow } from '../lists/paged-list.ts';
import { ApiError } from '../plugins/api-error.ts';
import { containing } from '../staff/orders/order-filters.ts';
import { recordStaffChange } from '../staff/record-staff-change.ts';
import type { StaffMember } from '../staff/staff-sessions.ts';
import { moveStock } from './stock-movements.ts';

const productNotFound = () => new ApiError(404, 'stockApi.notFound', {}, undefined, 'not_found');

/** The columns of a level, the product's name in the staff member's language. */
function levelQuery(db: Db, language: Locale) {
  return db
    .select({
      productId: products.id,
      ref: products.ref,
      name: sql<string>`coalesce(${productTranslations.name}, ${products.ref})`,
      brand: brands.name,
      isActive: products.isActive,
      level: products.stockQuantity,
    })
    .from(products)
    .leftJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, products.id),
        eq(productTranslations.language, language),
      ),
    )
    .leftJoin(brands, eq(brands.id, products.brandId))
    .$dynamic();
}

type LevelRecord = Awaited<ReturnType<ReturnType<typeof levelQuery>['execute']>>[number];

function toStockLevel(record: LevelRecord): StockLevel {
  return {
    product_id: record.productId,
    ref: record.ref,
    name: record.name,
    brand: record.brand,
    is_active: record.isActive,
    level: record.level,
    low_stock_threshold: lowStockThreshold,
    is_low: record.level <= lowStockThreshold,
  };
}

/** Made-to-measure goods are cut per order: they have no stock (cart-row-stock.ts). */
const stocked = eq(products.madeToMeasure, false);

function filterOf(query: StockListQuery): SQL | undefined {
  const q = query.q === undefined || query.q === '' ? undefined : containing(query.q);
  return and(
    stocked,
    q === undefined
      ? undefined
      : or(
          sql`lower(${products.ref}) like ${q}`,
          sql`lower(${productTranslations.name}) like ${q}`,
        ),
    query.brand === undefined ? undefined : eq(products.brandId, query.brand),
    query.category === undefined
      ? undefined
      : inArray(products.id, productsFiledUnder(query.category)),
    query.low === true ? lte(products.stockQuantity, lowStockThreshold) : undefined,
  );
}

const orderings = {
  level: [asc(products.stockQuantity), asc(products.ref)],
  '-level': [desc(products.stockQuantity), asc(products.ref)],
  ref: [asc(products.ref)],
  '-ref': [desc(products.ref)],
} as const satisfies Record<StockListQuery['ordering'], SQL[]>;

/** The stock list of the staff app: stocked products, lowest level first by default. */
export async function readStockPage(
  db: Db,
  query: StockListQuery,
  window: PageWindow,
): Promise<{ count: number; results: StockLevel[] }> {
  const where = filterOf(query);
  const [total] = await db
    .select({ count: count() })
    .from(products)
    .leftJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, products.id),
        eq(productTranslations.language, query.language),
      ),
    )
    .where(where);
  const records = await levelQuery(db, query.language)
    .where(where)
    .orderBy(...orderings[query.ordering])
    .limit(window.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(window.offset);
  return { count: total?.count ?? 0, results: records.map(toStockLevel) };
}

/** The brands and categories (named in `language`) of stocked products, by name. */
export async function readStockFilters(db: Db, language: Locale): Promise<StockFilters> {
  const brandRows = await db
    .selectDistinct({ id: brands.id, name: brands.name })
    .from(brands)
    .innerJoin(products, and(eq(products.brandId, brands.id), stocked))
    .orderBy(brands.name, brands.id);
  const categoryRows = await db
    .selectDistinct({ id: categoryTranslations.categoryId, name: categoryTranslations.name })
    .from(categoryTranslations)
    .innerJoin(productCategories, eq(productCategories.categoryId, categoryTranslations.categoryId))
    .innerJoin(products, and(eq(products.id, productCategories.productId), stocked))
    .where(eq(categoryTranslations.language, language))
    .orderBy(categoryTranslations.name, categoryTranslations.categoryId);
  return { brands: brandRows, categories: categoryRows };
}

/** One stocked product's level; 404 for an unknown or made-to-measure product. */
export async function readStockLevel(db: Db, id: number, language: Locale): Promise<StockLevel> {
  const [record] = await levelQuery(db, language).where(and(eq(products.id, id), stocked));
  if (!record) throw productNotFound();
  return toStockLevel(record);
}

const movementColumns = {
  id: stockMovements.id,
  kind: stockMovements.kind,
  delta: stockMovements.delta,
  levelAfter: stockMovements.levelAfter,
  reason: stockMovements.reason,
  orderId: stockMovements.orderId,
  orderNumber: orders.number,
  staffName: staffMembers.name,
  createdAt: stockMovements.createdAt,
};

function movementQuery(db: Db) {
  return db
    .select(movementColumns)
    .from(stockMovements)
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .leftJoin(staffMembers, eq(staffMembers.id, stockMovements.staffId))
    .$dynamic();
}

type MovementRecord = Awaited<ReturnType<ReturnType<typeof movementQuery>['execute']>>[number];

function toMovementRow(record: MovementRecord): StockMovementRow {
  return {
    id: record.id,
    kind: record.kind,
    delta: record.delta,
    level_after: record.levelAfter,
    reason: record.reason,
    order_id: record.orderId,
    order_number: record.orderNumber,
    staff_name: record.staffName,
    created_at: record.createdAt.toISOString(),
  };
}

/** A stocked product's ledger, newest first. */
export async function readStockMovements(
  db: Db,
  id: number,
  language: Locale,
  window: PageWindow,
): Promise<{ count: number; results: StockMovementRow[] }> {
  await readStockLevel(db, id, language);
  const [total] = await db
    .select({ count: count() })
    .from(stockMovements)
    .where(eq(stockMovements.productId, id));
  const records = await movementQuery(db)
    .where(eq(stockMovements.productId, id))
    .orderBy(desc(stockMovements.id))
    .limit(window.limit ?? Number.MAX_SAFE_INTEGER)
    .offset(window.offset);
  return { count: total?.count ?? 0, results: records.map(toMovementRow) };
}

/**
 * A staff adjustment, audited. The product's row is locked first, so the delta is computed
 * against the level no checkout can change until this transaction ends: a counted level (`set`)
 * replaces the units free to sell at that moment (goods of orders placed before are already
 * off it, orders placed after take from the counted level), and removing more units than are
 * left is refused (409) rather than clipped. Checkouts keep their conditional update, so no
 * interleaving sells a unit the level does not hold.
 */
export async function adjustStock(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  id: number,
  input: StockAdjustmentInput,
  language: Locale,
): Promise<StockAdjustment> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ level: products.stockQuantity, madeToMeasure: products.madeToMeasure })
      .from(products)
      .where(eq(products.id, id))
      .for('update');
    if (!locked) throw productNotFound();
    if (locked.madeToMeasure)
      throw new ApiError(409, 'stockApi.notStocked', {}, undefined, 'not_stocked');
    const delta = input.mode === 'set' ? input.level - locked.level : input.delta;
    const level = await moveStock(tx, {
      productId: id,
      delta,
      kind: 'adjustment',
      staffId: staff.id,
      reason: input.reason,
    });
    if (level === null)
      throw new ApiError(
        409,
        'stockApi.belowZero',
        { level: locked.level, units: -delta },
        undefined,
        'below_zero',
      );
    await recordStaffChange(
      tx,
      staff,
      'stock.adjust',
      'product',
      id,
      { level: locked.level },
      { level, delta, mode: input.mode, reason: input.reason },
    );
    const [movement] = await movementQuery(tx)
      .where(eq(stockMovements.productId, id))
      .orderBy(desc(stockMovements.id))
      .limit(1);
    if (!movement) throw new Error(`adjustment of product ${id} wrote no ledger row`);
    return { level: await readStockLevel(tx, id, language), movement: toMovementRow(movement) };
  });
}
