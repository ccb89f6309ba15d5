import {
  productPrices,
  products,
  refreshFromPrices,
  stores,
  variantPrices,
  variants,
  type CustomerType,
} from '@shop/db';
import { isStoreCode, priceSetErrors, type PriceSetField } from '@shop/domain';
import type { Locale, MessageKey } from '@shop/i18n';
import { asc, eq } from 'drizzle-orm';
import { FieldErrors, type FieldIssue } from '../../cart/field-errors.ts';
import type { PriceRow, ProductPrices, ProductPricesInput } from '../../contracts/staff-prices.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';
import { movesOf, recordPriceMoves, type PriceMove } from './price-history.ts';
import { productNameIn } from './price-filter.ts';
import { priceRuleMessages } from './price-rule-messages.ts';

const productNotFound = () =>
  new ApiError(404, 'pricesApi.productNotFound', {}, undefined, 'not_found');

/** A price row's place: the product's own (variant null) or a variant's, in one edition. */
const rowKey = (variantId: number | null, store: string) => `${variantId ?? 'product'}/${store}`;

interface StoredPrice {
  variantId: number | null;
  storeCode: string;
  customerType: CustomerType;
  pvp: number;
  pvpOld: number | null;
}

/** Every stored price of the product and its variants; `lock` holds them until the transaction ends. */
async function storedPrices(db: Db, productId: number, lock: boolean): Promise<StoredPrice[]> {
  const own = db
    .select({
      storeCode: productPrices.storeCode,
      customerType: productPrices.customerType,
      pvp: productPrices.pvp,
      pvpOld: productPrices.pvpOld,
    })
    .from(productPrices)
    .where(eq(productPrices.productId, productId))
    .orderBy(asc(productPrices.id));
  const ofVariants = db
    .select({
      variantId: variantPrices.variantId,
      storeCode: variantPrices.storeCode,
      customerType: variantPrices.customerType,
      pvp: variantPrices.pvp,
      pvpOld: variantPrices.pvpOld,
    })
    .from(variantPrices)
    .innerJoin(variants, eq(variants.id, variantPrices.variantId))
    .where(eq(variants.productId, productId))
    .orderBy(asc(variantPrices.id));
  // One after the other: inside a transaction both share one connection.
  const ownRows = await (lock ? own.for('update') : own);
  const variantRows = await (lock ? ofVariants.for('update', { of: variantPrices }) : ofVariants);
  return [...ownRows.map((row) => ({ ...row, variantId: null })), ...variantRows];
}

async function productVariants(db: Db, productId: number) {
  return db
    .select({ id: variants.id, ref: variants.ref })
    .from(variants)
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.id));
}

/** The prices screen: every edition, the product's own row then each variant's. */
export async function readProductPrices(
  db: Db,
  productId: number,
  language: Locale,
): Promise<ProductPrices> {
  const [product] = await db
    .select({ id: products.id, ref: products.ref, name: productNameIn(language) })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw productNotFound();
  const editions = await db
    .select({ code: stores.code, currency: stores.currency })
    .from(stores)
    .orderBy(asc(stores.code));
  const ownVariants = await productVariants(db, productId);
  const stored = new Map<string, StoredPrice>();
  for (const price of await storedPrices(db, productId, false))
    stored.set(`${rowKey(price.variantId, price.storeCode)}/${price.customerType}`, price);
  const rows: PriceRow[] = [];
  for (const { code, currency } of editions) {
    if (!isStoreCode(code)) continue;
    for (const variant of [null, ...ownVariants]) {
      const key = rowKey(variant?.id ?? null, code);
      const client = stored.get(`${key}/C`);
      const professional = stored.get(`${key}/P`);
      rows.push({
        variant_id: variant?.id ?? null,
        variant_ref: variant?.ref ?? null,
        store: code,
        currency,
        client_pvp: client?.pvp ?? null,
        client_pvp_old: client?.pvpOld ?? null,
        professional_pvp: professional?.pvp ?? null,
        professional_pvp_old: professional?.pvpOld ?? null,
      });
    }
  }
  return { product, rows };
}

const inputFields: Record<PriceSetField, keyof ProductPricesInput['rows'][number]> = {
  client: 'client_pvp',
  clientOld: 'client_pvp_old',
  professional: 'professional_pvp',
  professionalOld: 'professional_pvp_old',
};

/** Every mistake of the form at once, each on its row's field (`rows.2.client_pvp_old`). */
async function checkInput(db: Db, productId: number, input: ProductPricesInput) {
  const issues: FieldIssue[] = [];
  const issue = (index: number, field: string, messageKey: MessageKey) =>
    issues.push({ field: `rows.${index}.${field}`, messageKey });
  const ownVariants = new Map((await productVariants(db, productId)).map((v) => [v.id, v.ref]));
  const currencies = new Map(
    (await db.select({ code: stores.code, currency: stores.currency }).from(stores)).map(
      (store) => [store.code, store.currency],
    ),
  );
  const seen = new Set<string>();
  input.rows.forEach((row, index) => {
    const key = rowKey(row.variant_id, row.store);
    if (seen.has(key)) issue(index, 'variant_id', 'pricesApi.rowRepeated');
    seen.add(key);
    if (row.variant_id !== null && !ownVariants.has(row.variant_id))
      issue(index, 'variant_id', 'pricesApi.unknownVariant');
    if (currencies.get(row.store) !== row.currency.toUpperCase())
      issue(index, 'currency', 'pricesApi.wrongCurrency');
    const errors = priceSetErrors({
      client: row.client_pvp,
      clientOld: row.client_pvp_old,
      professional: row.professional_pvp,
      professionalOld: row.professional_pvp_old,
    });
    for (const [field, error] of Object.entries(errors) as [
      PriceSetField,
      keyof typeof priceRuleMessages,
    ][])
      issue(index, inputFields[field], priceRuleMessages[error]);
  });
  if (issues.length > 0) throw new FieldErrors(issues);
  return ownVariants;
}

/**
 * Sets one price (a product's own or a variant's, one edition and customer type), creating it
 * when it was not priced yet. The caller records the move and refreshes the from-prices.
 */
export async function setPrice(
  tx: Db,
  price: Pick<PriceMove, 'productId' | 'variantId' | 'storeCode' | 'customerType'> & {
    pvp: number;
    pvpOld: number | null;
  },
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
 * Sets the rows' prices in one transaction: the prices changed go on record one by one
 * (price_changes), the whole save once in the audit log, and the product's from-price (what
 * listings show and sort by) is worked out again before the transaction commits.
 */
export async function saveProductPrices(
  db: Db,
  staff: Pick<StaffMember, 'id'>,
  productId: number,
  input: ProductPricesInput,
): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw productNotFound();
  const variantRefs = await checkInput(db, productId, input);
  await db.transaction(async (tx) => {
    const before = new Map<string, StoredPrice>();
    for (const price of await storedPrices(tx, productId, true))
      before.set(`${rowKey(price.variantId, price.storeCode)}/${price.customerType}`, price);
    const moves: PriceMove[] = [];
    for (const row of input.rows) {
      const types = [
        ['C', row.client_pvp, row.client_pvp_old],
        ['P', row.professional_pvp, row.professional_pvp_old],
      ] as const;
      for (const [customerType, pvp, pvpOld] of types) {
        const stored = before.get(`${rowKey(row.variant_id, row.store)}/${customerType}`);
        const found = movesOf(
          {
            productId,
            variantId: row.variant_id,
            variantRef: row.variant_id === null ? null : (variantRefs.get(row.variant_id) ?? null),
            storeCode: row.store,
            customerType,
          },
          { pvp: stored?.pvp ?? null, pvpOld: stored?.pvpOld ?? null },
          { pvp, pvpOld },
        );
        if (found.length === 0) continue;
        moves.push(...found);
        await setPrice(tx, {
          productId,
          variantId: row.variant_id,
          storeCode: row.store,
          customerType,
          pvp,
          pvpOld,
        });
      }
    }
    if (moves.length === 0) return;
    await recordPriceMoves(tx, staff.id, null, moves);
    await refreshFromPrices(tx, [productId]);
    const change = (move: PriceMove, value: number | null) => ({
      variant: move.variantRef,
      store: move.storeCode,
      customer_type: move.customerType,
      kind: move.kind,
      value,
    });
    await recordStaffChange(
      tx,
      staff,
      'product.prices',
      'product',
      productId,
      moves.map((move) => change(move, move.oldValue)),
      moves.map((move) => change(move, move.newValue)),
    );
  });
}
