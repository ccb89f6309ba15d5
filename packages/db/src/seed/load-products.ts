import type { Database } from '../client.ts';
import { refreshFromPrices } from '../from-prices.ts';
import {
  productCategories,
  productComplements,
  productImages,
  productPrices,
  products,
  productStores,
  productTechnicalData,
  productTranslations,
} from '../schema/index.ts';
import { productImageTypes } from './artwork/product-images.ts';
import { inBatches, insertRows } from './batch.ts';
import { storeCodes } from './catalogue/stores.ts';
import type { LocalizedText, ProductDefinition } from './catalogue/types.ts';
import type { ReferenceIds } from './load-reference-data.ts';
import { customerTypes, storePrice } from './pricing.ts';
import { loadConfigurator } from './load-configurator.ts';
import { lookup } from './lookup.ts';

export interface ProductIds {
  byRef: Map<string, number>;
  slugs: Map<string, LocalizedText>;
}

/** A product to insert, with what differs between demo and generated products. */
export interface ProductEntry {
  definition: ProductDefinition;
  slug: LocalizedText;
  /** Reference of the product whose pictures it shows. */
  artworkRef: string;
  createdAt?: Date;
  /** Keep only the first variants (generated products stay light). */
  variantLimit?: number;
}

const languages = ['es', 'fr'] as const;

/** Inserts products with everything attached to them: one statement per table and chunk. */
export async function loadProducts(
  db: Database,
  entries: readonly ProductEntry[],
  ids: ReferenceIds,
  complementIds: ReadonlyMap<string, number>,
): Promise<ProductIds> {
  const inserted = await inBatches(entries, (batch) =>
    db
      .insert(products)
      .values(
        batch.map(({ definition, createdAt }) => ({
          ref: definition.ref,
          kind: definition.kind,
          brandId: ids.brands.get(definition.brand),
          collectionId: definition.collection
            ? ids.collections.get(`${definition.brand}/${definition.collection}`)
            : null,
          madeToMeasure: Boolean(definition.measures),
          measureTotalMaxCm: definition.measureTotalMaxCm,
          stockQuantity: definition.stock,
          deliveryDaysMin: definition.deliveryDays[0],
          deliveryDaysMax: definition.deliveryDays[1],
          salesCount: definition.salesCount,
          createdAt,
        })),
      )
      .returning({ id: products.id, ref: products.ref }),
  );
  const byRef = new Map(inserted.map((row) => [row.ref, row.id]));
  const idOf = (product: ProductDefinition) => lookup(byRef, product.ref);
  const definitions = entries.map((entry) => entry.definition);

  await insertRows(
    db,
    productTranslations,
    entries.flatMap(({ definition, slug }) =>
      languages.map((language) => ({
        productId: idOf(definition),
        language,
        name: definition.name[language],
        slug: slug[language],
        shortDescription: definition.shortDescription[language],
        description: definition.description[language],
        seoTitle: definition.name[language],
        seoDescription: definition.shortDescription[language],
        searchTerms: [ids.brandNames.get(definition.brand), definition.collection, definition.ref]
          .filter(Boolean)
          .join(' '),
      })),
    ),
  );
  await insertRows(
    db,
    productStores,
    definitions.flatMap((product) =>
      (product.stores ?? storeCodes).map((storeCode) => ({
        productId: idOf(product),
        storeCode,
        isNovelty: product.novelty ?? false,
        isSettlement: product.settlement ?? false,
        position: idOf(product),
      })),
    ),
  );
  await insertRows(
    db,
    productCategories,
    definitions.flatMap((product) =>
      [...new Set(product.categories)].map((key, index) => ({
        productId: idOf(product),
        categoryId: lookup(ids.categories, key),
        isMain: index === 0,
        position: idOf(product),
      })),
    ),
  );
  await insertRows(
    db,
    productPrices,
    definitions.flatMap((product) =>
      storeCodes.flatMap((storeCode) =>
        customerTypes.map((customerType) => ({
          productId: idOf(product),
          storeCode,
          customerType,
          pvp: storePrice(storeCode, customerType, product.pvp, product.professionalDiscount),
          pvpOld: product.pvpOld
            ? storePrice(storeCode, customerType, product.pvpOld, product.professionalDiscount)
            : null,
          // Replaced below, once the options and variants it depends on are in.
          fromPvp: 0,
        })),
      ),
    ),
  );
  await loadConfigurator(db, entries, ids, byRef);
  await refreshFromPrices(db, definitions.map(idOf));
  await insertRows(
    db,
    productTechnicalData,
    definitions.flatMap((product) =>
      product.technicalData.map((row, position) => ({
        productId: idOf(product),
        label: row.label,
        value: row.value,
        position,
      })),
    ),
  );
  await insertRows(
    db,
    productImages,
    entries.flatMap(({ definition, artworkRef }) =>
      productImageTypes(definition.kind).map((type, position) => ({
        productId: idOf(definition),
        publicId: `products/${artworkRef}/${position + 1}`,
        type,
        position,
      })),
    ),
  );
  await insertRows(
    db,
    productComplements,
    definitions.flatMap((product) =>
      product.complements.map((ref, position) => ({
        productId: idOf(product),
        complementId: lookup(complementIds, ref),
        position,
      })),
    ),
  );
  return { byRef, slugs: new Map(entries.map((entry) => [entry.definition.ref, entry.slug])) };
}
