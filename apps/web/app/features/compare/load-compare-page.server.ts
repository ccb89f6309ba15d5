import type { ProductCard, TechnicalDataRow } from '@shop/api/contracts';
import { measureLimits } from '@shop/domain';
import { translate, type Locale } from '@shop/i18n';
import { customerType } from '../../lib/customer-type.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { createListingApi } from '../listing/listing-api.server.ts';
import { createCompareApi, type ProductAttributesMany } from './compare-api.server.ts';
import { parseCompareIds } from './compare-ids.ts';

/** One line of the table: a label and each product's value (null where it has none). */
export type CompareRow = { key: string; label: string; values: (string | null)[] };

export type ComparePage = {
  products: ProductCard[];
  technical: CompareRow[];
  options: CompareRow[];
  /** Some asked-for ids are not sold here (any more): the page says so. */
  missing: boolean;
};

/** Rows in the order their labels first appear, one value per product column. */
function rowsOf(perProduct: Map<string, { label: string; value: string }>[]): CompareRow[] {
  const rows = new Map<string, CompareRow>();
  perProduct.forEach((values, column) => {
    for (const [key, { label, value }] of values) {
      const row = rows.get(key) ?? { key, label, values: perProduct.map(() => null) };
      row.values[column] = value;
      rows.set(key, row);
    }
  });
  return [...rows.values()];
}

function technicalRows(sheets: TechnicalDataRow[][]): CompareRow[] {
  return rowsOf(sheets.map((rows) => new Map(rows.map((row) => [row.label, row]))));
}

/** A configurator group reads as its option names, or as the range a made-to-measure allows. */
function optionRows(ids: number[], groups: ProductAttributesMany, locale: Locale): CompareRow[] {
  return rowsOf(
    ids.map((id) => {
      const attributes = groups.find((group) => group.product_id === id)?.attributes ?? [];
      return new Map(
        attributes
          .toSorted((a, b) => a.position - b.position)
          .map((attribute) => {
            const range = measureLimits(attribute);
            const value = range
              ? translate(locale, 'listing.compare.measureRange', {
                  min: range.minCm,
                  max: range.maxCm,
                })
              : attribute.options
                  .toSorted((a, b) => a.position - b.position)
                  .map((option) => option.name)
                  .join(', ');
            return [attribute.slug, { label: attribute.name, value }];
          }),
      );
    }),
  );
}

/**
 * /comparar?ids=1,2,3: the cards priced for the customer type in one call, then the configurator
 * groups in one call and the technical sheets beside it (the api has no batched sheet call).
 */
export async function loadComparePage(request: Request): Promise<ComparePage> {
  const { store, locale, url } = await resolveStorefront(request);
  const wanted = parseCompareIds(url.searchParams.get('ids'));
  const none: ComparePage = { products: [], technical: [], options: [], missing: false };
  if (wanted.length === 0) return none;
  const scope = { store: store.code, language: locale };
  const userType = customerType(request);
  const { results } = await createListingApi(scope, userType).byIds(wanted);
  const products = results
    .filter((product) => wanted.includes(product.id))
    .toSorted((a, b) => wanted.indexOf(a.id) - wanted.indexOf(b.id));
  const missing = products.length < wanted.length;
  if (products.length === 0) return { ...none, missing };
  const ids = products.map((product) => product.id);
  const api = createCompareApi(scope, userType);
  const [groups, sheets] = await Promise.all([
    api.attributesMany(ids),
    Promise.all(ids.map((id) => api.technicalData(id))),
  ]);
  return {
    products,
    technical: technicalRows(sheets),
    options: optionRows(ids, groups, locale),
    missing,
  };
}
