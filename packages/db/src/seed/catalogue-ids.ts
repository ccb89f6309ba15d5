import { eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import {
  attributeOptions,
  attributes,
  brandCollections,
  brands,
  categoryTranslations,
  complements,
} from '../schema/index.ts';
import { categoryDefinitions } from './catalogue/categories.ts';
import type { ReferenceIds } from './load-reference-data.ts';
import { lookup } from './lookup.ts';

/** The ids the demo seed gave to its categories, brands, attributes and complements, read back. */
export async function loadCatalogueIds(
  db: Database,
): Promise<{ ids: ReferenceIds; complementIds: Map<string, number> }> {
  const categoryRows = await db
    .select({ id: categoryTranslations.categoryId, slug: categoryTranslations.slug })
    .from(categoryTranslations)
    .where(eq(categoryTranslations.language, 'es'));
  const categoryBySlug = new Map(categoryRows.map((row) => [row.slug, row.id]));
  const brandRows = await db
    .select({ id: brands.id, slug: brands.slug, name: brands.name })
    .from(brands);
  const brandSlugs = new Map(brandRows.map((row) => [row.id, row.slug]));
  const collectionRows = await db
    .select({
      id: brandCollections.id,
      brandId: brandCollections.brandId,
      slug: brandCollections.slug,
    })
    .from(brandCollections);
  const attributeRows = await db
    .select({ id: attributes.id, slug: attributes.slug })
    .from(attributes);
  const optionRows = await db
    .select({
      id: attributeOptions.id,
      slug: attributeOptions.slug,
      price: attributeOptions.price,
      attribute: attributes.slug,
    })
    .from(attributeOptions)
    .innerJoin(attributes, eq(attributes.id, attributeOptions.attributeId));
  const complementRows = await db
    .select({ id: complements.id, ref: complements.ref })
    .from(complements);

  return {
    ids: {
      categories: new Map(
        categoryDefinitions.map((category) => [
          category.key,
          lookup(categoryBySlug, category.slug.es),
        ]),
      ),
      categorySlugs: new Map(categoryDefinitions.map((category) => [category.key, category.slug])),
      brands: new Map(brandRows.map((row) => [row.slug, row.id])),
      brandNames: new Map(brandRows.map((row) => [row.slug, row.name])),
      collections: new Map(
        collectionRows.map((row) => [`${brandSlugs.get(row.brandId)}/${row.slug}`, row.id]),
      ),
      attributes: new Map(attributeRows.map((row) => [row.slug, row.id])),
      options: new Map(optionRows.map((row) => [`${row.attribute}/${row.slug}`, row.id])),
      optionPrices: new Map(optionRows.map((row) => [row.id, row.price])),
    },
    complementIds: new Map(complementRows.map((row) => [row.ref, row.id])),
  };
}
