import type { Database } from '../client.ts';
import {
  attributeOptionDistancePrices,
  attributeOptions,
  attributes,
  brandCollections,
  brands,
  categories,
  categoryStores,
  categoryTranslations,
  stores,
} from '../schema/index.ts';
import { inBatches } from './batch.ts';
import { attributeDefinitions } from './catalogue/attributes.ts';
import { brandDefinitions } from './catalogue/brands.ts';
import { categoryDefinitions } from './catalogue/categories.ts';
import { installationAttributeDefinitions } from './catalogue/complements.ts';
import { storeCodes, storeRows } from './catalogue/stores.ts';
import type { AttributeDefinition, LocalizedText } from './catalogue/types.ts';
import { lookup } from './lookup.ts';
import { optionRef } from './option-ref.ts';

export interface ReferenceIds {
  categories: Map<string, number>;
  categorySlugs: Map<string, LocalizedText>;
  brands: Map<string, number>;
  brandNames: Map<string, string>;
  /** `${brandSlug}/${collectionSlug}` -> id */
  collections: Map<string, number>;
  attributes: Map<string, number>;
  /** `${attributeSlug}/${optionSlug}` -> id */
  options: Map<string, number>;
  /** option id -> surcharge in cents */
  optionPrices: Map<number, number>;
}

export async function loadReferenceData(db: Database): Promise<ReferenceIds> {
  await db.insert(stores).values(storeRows);
  const ids: ReferenceIds = {
    categories: new Map(),
    categorySlugs: new Map(),
    brands: new Map(),
    brandNames: new Map(),
    collections: new Map(),
    attributes: new Map(),
    options: new Map(),
    optionPrices: new Map(),
  };
  await loadCategories(db, ids);
  await loadBrands(db, ids);
  await loadAttributes(db, [...attributeDefinitions, ...installationAttributeDefinitions], ids);
  return ids;
}

async function loadCategories(db: Database, ids: ReferenceIds): Promise<void> {
  // Parents are listed before their children, so one insert per level is enough.
  const levels = [
    categoryDefinitions.filter((c) => !c.parentKey),
    categoryDefinitions.filter((c) => c.parentKey),
  ];
  for (const level of levels) {
    const inserted = await db
      .insert(categories)
      .values(
        level.map((category, index) => ({
          parentId: category.parentKey ? ids.categories.get(category.parentKey) : null,
          imagePublicId: `categories/${category.key}`,
          position: index,
        })),
      )
      .returning({ id: categories.id });
    level.forEach((category, index) => {
      const row = inserted[index];
      if (row) ids.categories.set(category.key, row.id);
      ids.categorySlugs.set(category.key, category.slug);
    });
  }
  const idOf = (key: string) => lookup(ids.categories, key);
  await db.insert(categoryTranslations).values(
    categoryDefinitions.flatMap((category) =>
      (['es', 'fr'] as const).map((language) => ({
        categoryId: idOf(category.key),
        language,
        name: category.name[language],
        slug: category.slug[language],
        description: category.description[language],
        seoTitle: category.seoTitle[language],
        seoDescription: category.seoDescription[language],
        seoText: category.seoText[language],
      })),
    ),
  );
  await db.insert(categoryStores).values(
    categoryDefinitions.flatMap((category, index) =>
      (category.stores ?? storeCodes).map((storeCode) => ({
        categoryId: idOf(category.key),
        storeCode,
        position: index,
      })),
    ),
  );
}

async function loadBrands(db: Database, ids: ReferenceIds): Promise<void> {
  const inserted = await db
    .insert(brands)
    .values(
      brandDefinitions.map((brand, index) => ({
        name: brand.name,
        slug: brand.slug,
        logoPublicId: `brands/${brand.slug}`,
        description: brand.description,
        position: index,
      })),
    )
    .returning({ id: brands.id, slug: brands.slug, name: brands.name });
  for (const brand of inserted) {
    ids.brands.set(brand.slug, brand.id);
    ids.brandNames.set(brand.slug, brand.name);
  }
  const collectionRows = brandDefinitions.flatMap((brand) =>
    brand.collections.map((collection, index) => ({
      brandId: lookup(ids.brands, brand.slug),
      brandSlug: brand.slug,
      name: collection.name,
      slug: collection.slug,
      description: collection.description,
      position: index,
    })),
  );
  const collections = await db
    .insert(brandCollections)
    .values(collectionRows)
    .returning({ id: brandCollections.id, slug: brandCollections.slug });
  collections.forEach((collection, index) => {
    ids.collections.set(`${collectionRows[index]?.brandSlug}/${collection.slug}`, collection.id);
  });
}

async function loadAttributes(
  db: Database,
  definitions: AttributeDefinition[],
  ids: ReferenceIds,
): Promise<void> {
  const inserted = await db
    .insert(attributes)
    .values(
      definitions.map((attribute, index) => ({
        slug: attribute.slug,
        name: attribute.name,
        fieldType: attribute.fieldType,
        translate: attribute.translate ?? true,
        aesthetic: attribute.aesthetic ?? false,
        showInConfigurator: attribute.showInConfigurator ?? true,
        unit: attribute.unit,
        position: index,
      })),
    )
    .returning({ id: attributes.id, slug: attributes.slug });
  for (const attribute of inserted) ids.attributes.set(attribute.slug, attribute.id);

  const optionRows = definitions.flatMap((attribute) =>
    attribute.options.map((option, index) => ({
      key: `${attribute.slug}/${option.slug}`,
      distancePrices: option.distancePrices,
      row: {
        attributeId: lookup(ids.attributes, attribute.slug),
        slug: option.slug,
        ref: optionRef(option.slug),
        name: option.name,
        price: option.price ?? 0,
        position: index,
        color: option.color,
        valueNumeric: option.valueNumeric,
        valueString: option.valueString,
        poolPosition: option.poolPosition,
        positionSketch: option.positionSketch,
        buttonString: option.button?.label,
        buttonClass: option.button?.className,
        showPrice: option.button?.showPrice ?? true,
      },
    })),
  );
  const options = await inBatches(optionRows, (batch) =>
    db
      .insert(attributeOptions)
      .values(batch.map((option) => option.row))
      .returning({ id: attributeOptions.id, price: attributeOptions.price }),
  );
  const distanceRows = optionRows.flatMap((option, index) => {
    const id = options[index]?.id ?? 0;
    ids.options.set(option.key, id);
    ids.optionPrices.set(id, options[index]?.price ?? 0);
    return option.distancePrices
      ? ([500, 520] as const).map((distance) => ({
          attributeOptionId: id,
          distance,
          price: option.distancePrices?.[distance] ?? 0,
        }))
      : [];
  });
  if (distanceRows.length > 0) await db.insert(attributeOptionDistancePrices).values(distanceRows);
}
