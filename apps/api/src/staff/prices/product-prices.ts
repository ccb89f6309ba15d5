import { products, refreshFromPrices, stores, variants } from '@shop/db';
import { isStoreCode, type PriceSet, type PriceSetField } from '@shop/domain';
import type { Locale, MessageKey } from '@shop/i18n';
import { asc, eq } from 'drizzle-orm';
import { FieldErrors, type FieldIssue } from '../../cart/field-errors.ts';
import type { PriceRow, ProductPrices, ProductPricesInput } from '../../contracts/staff-prices.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { recordStaffChange } from '../record-staff-change.ts';
import type { StaffMember } from '../staff-sessions.ts';
import { recordPriceMoves, type PriceMove } from './price-history.ts';
import { productNameIn } from './price-filter.ts';
import { priceRuleIssues } from './price-rule-messages.ts';
import { amountsByPlace, setPlacePrices, storedPrices, type StoredPrice } from './stored-prices.ts';

const productNotFound = () =>
  new ApiError(404, 'pricesApi.productNotFound', {}, undefined, 'not_found');

/** A price row's place: the product's own (variant null) or a variant's, in one edition. */
const rowKey = (variantId: number | null, store: string) => `${variantId ?? 'product'}/${store}`;
const placeKey = (price: StoredPrice) => rowKey(price.variantId, price.storeCode);

type InputRow = ProductPricesInput['rows'][number];

const priceSetOf = (row: InputRow): PriceSet => ({
  client: row.client_pvp,
  clientOld: row.client_pvp_old,
  professional: row.professional_pvp,
  professionalOld: row.professional_pvp_old,
});

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
  const stored = amountsByPlace(await storedPrices(db, [productId], false), placeKey);
  const rows: PriceRow[] = [];
  for (const { code, currency } of editions) {
    if (!isStoreCode(code)) continue;
    for (const variant of [null, ...ownVariants]) {
      const amounts = stored.get(rowKey(variant?.id ?? null, code));
      rows.push({
        variant_id: variant?.id ?? null,
        variant_ref: variant?.ref ?? null,
        store: code,
        currency,
        client_pvp: amounts?.client ?? null,
        client_pvp_old: amounts?.clientOld ?? null,
        professional_pvp: amounts?.professional ?? null,
        professional_pvp_old: amounts?.professionalOld ?? null,
      });
    }
  }
  return { product, rows };
}

const inputFields: Record<PriceSetField, keyof InputRow> = {
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
    for (const [field, messageKey] of priceRuleIssues(priceSetOf(row)))
      issue(index, inputFields[field], messageKey);
  });
  if (issues.length > 0) throw new FieldErrors(issues);
  return ownVariants;
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
    const before = amountsByPlace(await storedPrices(tx, [productId], true), placeKey);
    const moves: PriceMove[] = [];
    for (const row of input.rows) {
      const place = {
        productId,
        variantId: row.variant_id,
        variantRef: row.variant_id === null ? null : (variantRefs.get(row.variant_id) ?? null),
        storeCode: row.store,
      };
      const key = rowKey(row.variant_id, row.store);
      moves.push(...(await setPlacePrices(tx, place, before.get(key), priceSetOf(row))));
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
