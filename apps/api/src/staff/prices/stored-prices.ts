import { productPrices, products, variantPrices, variants, type CustomerType } from '@shop/db';
import type { PriceSet, PriceSetField } from '@shop/domain';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../database.ts';
import { movesOf, type PriceMove } from './price-history.ts';

/** One stored price: a product's own (variantId null) or one of its variants', one edition and customer type. */
export interface StoredPrice {
  productId: number;
  variantId: number | null;
  storeCode: string;
  customerType: CustomerType;
  pvp: number;
  pvpOld: number | null;
}

/** Where a stored price lives: its table and row, and the product and variant references. */
export interface StoredPriceRow extends StoredPrice {
  table: 'product' | 'variant';
  rowId: number;
  productRef: string;
  variantRef: string | null;
}

/** Which prices to read: those of the products `products` matches, in `storeCode` when given. */
export interface PriceScope {
  products: SQL | undefined;
  storeCode?: string | undefined;
}

/**
 * Every stored price in the scope: the products' own and their variants'. With `lock`, the
 * price rows stay locked (by id, so concurrent writers lock in one order) until the transaction
 * ends: what was compared is what is overwritten.
 */
export async function readStoredPrices(
  db: Db,
  scope: PriceScope,
  lock: boolean,
): Promise<StoredPriceRow[]> {
  const own = db
    .select({
      rowId: productPrices.id,
      productId: products.id,
      productRef: products.ref,
      storeCode: productPrices.storeCode,
      customerType: productPrices.customerType,
      pvp: productPrices.pvp,
      pvpOld: productPrices.pvpOld,
    })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(
      and(
        scope.products,
        scope.storeCode === undefined ? undefined : eq(productPrices.storeCode, scope.storeCode),
      ),
    )
    .orderBy(asc(productPrices.id));
  const ofVariants = db
    .select({
      rowId: variantPrices.id,
      productId: products.id,
      productRef: products.ref,
      variantId: variants.id,
      variantRef: variants.ref,
      storeCode: variantPrices.storeCode,
      customerType: variantPrices.customerType,
      pvp: variantPrices.pvp,
      pvpOld: variantPrices.pvpOld,
    })
    .from(variantPrices)
    .innerJoin(variants, eq(variants.id, variantPrices.variantId))
    .innerJoin(products, eq(products.id, variants.productId))
    .where(
      and(
        scope.products,
        scope.storeCode === undefined ? undefined : eq(variantPrices.storeCode, scope.storeCode),
      ),
    )
    .orderBy(asc(variantPrices.id));
  // One after the other: inside a transaction both share one connection.
  const ownRows = await (lock ? own.for('update', { of: productPrices }) : own);
  const variantRows = await (lock ? ofVariants.for('update', { of: variantPrices }) : ofVariants);
  return [
    ...ownRows.map((row) => ({
      ...row,
      table: 'product' as const,
      variantId: null,
      variantRef: null,
    })),
    ...variantRows.map((row) => ({ ...row, table: 'variant' as const })),
  ];
}

/** Every stored price of the products and their variants, `lock`ed as readStoredPrices does. */
export function storedPrices(
  db: Db,
  productIds: readonly number[],
  lock: boolean,
): Promise<StoredPrice[]> {
  return readStoredPrices(db, { products: inArray(products.id, [...productIds]) }, lock);
}

/** The four amounts of one place (product or variant, one edition); null where none is stored. */
export type PlaceAmounts = Record<PriceSetField, number | null>;

/** The stored prices gathered by place, under the key `placeKey` gives each. */
export function amountsByPlace(
  prices: readonly StoredPrice[],
  placeKey: (price: StoredPrice) => string,
): Map<string, PlaceAmounts> {
  const places = new Map<string, PlaceAmounts>();
  for (const price of prices) {
    const key = placeKey(price);
    const amounts = places.get(key) ?? {
      client: null,
      clientOld: null,
      professional: null,
      professionalOld: null,
    };
    if (price.customerType === 'C')
      Object.assign(amounts, { client: price.pvp, clientOld: price.pvpOld });
    else Object.assign(amounts, { professional: price.pvp, professionalOld: price.pvpOld });
    places.set(key, amounts);
  }
  return places;
}

type PriceWhere = Pick<PriceMove, 'productId' | 'variantId' | 'storeCode' | 'customerType'>;

/** Sets one price, creating it when it was not priced yet. */
async function setPrice(
  tx: Db,
  price: PriceWhere & { pvp: number; pvpOld: number | null },
): Promise<void> {
  const { productId, variantId, storeCode, customerType, pvp, pvpOld } = price;
  if (variantId === null)
    await tx
      .insert(productPrices)
      .values({ productId, storeCode, customerType, pvp, pvpOld, fromPvp: pvp })
      .onConflictDoUpdate({
        target: [productPrices.productId, productPrices.storeCode, productPrices.customerType],
        set: { pvp, pvpOld },
      });
  else
    await tx
      .insert(variantPrices)
      .values({ variantId, storeCode, customerType, pvp, pvpOld })
      .onConflictDoUpdate({
        target: [variantPrices.variantId, variantPrices.storeCode, variantPrices.customerType],
        set: { pvp, pvpOld },
      });
}

/**
 * Writes the client and professional prices of one place where they moved from `before`, and
 * returns the moves. The caller records them and refreshes the from-prices.
 */
export async function setPlacePrices(
  tx: Db,
  place: Pick<PriceMove, 'productId' | 'variantId' | 'variantRef' | 'storeCode'>,
  before: PlaceAmounts | undefined,
  after: PriceSet,
): Promise<PriceMove[]> {
  const types = [
    ['C', after.client, after.clientOld, before?.client, before?.clientOld],
    ['P', after.professional, after.professionalOld, before?.professional, before?.professionalOld],
  ] as const;
  const moves: PriceMove[] = [];
  for (const [customerType, pvp, pvpOld, beforePvp, beforeOld] of types) {
    const where = { ...place, customerType };
    const found = movesOf(
      where,
      { pvp: beforePvp ?? null, pvpOld: beforeOld ?? null },
      { pvp, pvpOld },
    );
    if (found.length === 0) continue;
    moves.push(...found);
    await setPrice(tx, { ...where, pvp, pvpOld });
  }
  return moves;
}
