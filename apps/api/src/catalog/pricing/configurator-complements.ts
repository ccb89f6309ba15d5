import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { complements, complementTypes, productComplements } from '@shop/db';
import type {
  ComplementTypeData,
  ConfiguratorAttributeData,
  ConfiguratorComplementData,
  ConfiguratorVariantData,
  ProductQuery,
} from '../../contracts/product.ts';
import type { Db } from '../../database.ts';
import { complementAttributeGroups } from './configurator-attributes.ts';
import { complementVariantList } from './configurator-variants.ts';

/*
 * The installation complements (codes installation-complement and facility) are not offered
 * as complements: installation is a booking priced by the domain's quote, so they never enter
 * a complement list, a complement type list or a price.
 */
const offeredComplement = (productIds: readonly number[]) =>
  and(
    inArray(productComplements.productId, [...productIds]),
    eq(complements.isActive, true),
    isNull(complements.code),
  );

type OfferedRow = Awaited<ReturnType<typeof offeredComplementRowsQuery>>[number];

/**
 * The query of the complements each product offers (of one type or all), in the
 * configurator's order, with their type: one query whatever the number of products.
 */
export function offeredComplementRowsQuery(
  db: Db,
  language: ProductQuery['language'],
  productIds: readonly number[],
  complementTypeId?: number,
) {
  return db
    .select({
      productId: productComplements.productId,
      complement: {
        id: complements.id,
        ref: complements.ref,
        typeId: complements.complementTypeId,
        name: sql<string>`${complements.name} ->> ${language}`,
        description: sql<string>`${complements.description} ->> ${language}`,
        image_public_id: complements.imagePublicId,
        price: complements.price,
      },
      type: {
        id: complementTypes.id,
        name: sql<string>`${complementTypes.name} ->> ${language}`,
        position: complementTypes.position,
        slug: complementTypes.slug,
        img: complementTypes.img,
      },
    })
    .from(productComplements)
    .innerJoin(complements, eq(complements.id, productComplements.complementId))
    .innerJoin(complementTypes, eq(complementTypes.id, complements.complementTypeId))
    .where(
      and(
        offeredComplement(productIds),
        complementTypeId === undefined
          ? undefined
          : eq(complements.complementTypeId, complementTypeId),
      ),
    )
    .orderBy(
      asc(productComplements.productId),
      asc(productComplements.position),
      asc(complements.id),
    );
}

/** The ids of the complements the products offer, as a subquery of another statement. */
export function offeredComplementIds(db: Db, productIds: readonly number[]) {
  return db
    .select({ id: productComplements.complementId })
    .from(productComplements)
    .innerJoin(complements, eq(complements.id, productComplements.complementId))
    .where(offeredComplement(productIds));
}

async function offeredComplementRows(
  db: Db,
  language: ProductQuery['language'],
  productIds: readonly number[],
  complementTypeId?: number,
): Promise<OfferedRow[]> {
  if (productIds.length === 0) return [];
  return offeredComplementRowsQuery(db, language, productIds, complementTypeId);
}

/** Each product's complement types, once each, in the configurator's order. */
export function typesOf(rows: readonly OfferedRow[]): Map<number, ComplementTypeData[]> {
  const types = new Map<number, Map<number, ComplementTypeData>>();
  for (const { productId, type } of rows) {
    const ofProduct = types.get(productId) ?? new Map<number, ComplementTypeData>();
    ofProduct.set(type.id, type);
    types.set(productId, ofProduct);
  }
  return new Map(
    [...types].map(([productId, ofProduct]) => [
      productId,
      [...ofProduct.values()].sort((a, b) => a.position - b.position || a.id - b.id),
    ]),
  );
}

/**
 * Each product's complements with their attributes and variants. The base price is the
 * complement's option-less variant in the store for the customer type (its pvp_web), else the
 * complement's own price; one unit per configured product.
 */
export function complementListsOf(
  rows: readonly OfferedRow[],
  attributesById: Map<number, ConfiguratorAttributeData[]>,
  variantsById: Map<number, ConfiguratorVariantData[]>,
): Map<number, ConfiguratorComplementData[]> {
  const lists = new Map<number, ConfiguratorComplementData[]>();
  for (const { productId, complement } of rows) {
    const variants = variantsById.get(complement.id) ?? [];
    const price =
      variants.find((variant) => variant.optionIds.length === 0)?.pvp ?? complement.price;
    const list = lists.get(productId) ?? [];
    list.push({
      ...complement,
      price,
      prices: { client: price, professional: price },
      quantity: 1,
      attributes: attributesById.get(complement.id) ?? [],
      variants,
    });
    lists.set(productId, list);
  }
  return lists;
}

/** complementListsOf, reading the attributes and variants of the complements of `rows`. */
async function listsOf(
  db: Db,
  scope: ProductQuery,
  rows: readonly OfferedRow[],
): Promise<Map<number, ConfiguratorComplementData[]>> {
  const ids = [...new Set(rows.map((row) => row.complement.id))];
  const [attributesById, variantsById] = await Promise.all([
    complementAttributeGroups(db, scope.language, ids),
    complementVariantList(db, scope, ids),
  ]);
  return complementListsOf(rows, attributesById, variantsById);
}

/** One product's complements, of one type or all (the complements/ call). */
export async function productComplementList(
  db: Db,
  scope: ProductQuery,
  productId: number,
  complementTypeId?: number,
): Promise<ConfiguratorComplementData[]> {
  const rows = await offeredComplementRows(db, scope.language, [productId], complementTypeId);
  return (await listsOf(db, scope, rows)).get(productId) ?? [];
}
