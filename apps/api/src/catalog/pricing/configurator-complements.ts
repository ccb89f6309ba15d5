import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { complements, complementTypes, productComplements } from '@shop/db';
import type {
  ComplementTypeData,
  ConfiguratorComplementData,
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
const offeredComplement = (productId: number) =>
  and(
    eq(productComplements.productId, productId),
    eq(complements.isActive, true),
    isNull(complements.code),
  );

/** The complement types a product has complements of, in the configurator's order. */
export async function productComplementTypes(
  db: Db,
  language: ProductQuery['language'],
  productId: number,
): Promise<ComplementTypeData[]> {
  return db
    .selectDistinct({
      id: complementTypes.id,
      name: sql<string>`${complementTypes.name} ->> ${language}`,
      position: complementTypes.position,
      slug: complementTypes.slug,
      img: complementTypes.img,
    })
    .from(productComplements)
    .innerJoin(complements, eq(complements.id, productComplements.complementId))
    .innerJoin(complementTypes, eq(complementTypes.id, complements.complementTypeId))
    .where(offeredComplement(productId))
    .orderBy(asc(complementTypes.position), asc(complementTypes.id));
}

/**
 * A product's complements, of one type or all, with their attributes and variants. The base
 * price is the complement's option-less variant in the store for the customer type (its
 * pvp_web), else the complement's own price; one unit per configured product.
 */
export async function productComplementList(
  db: Db,
  scope: ProductQuery,
  productId: number,
  complementTypeId?: number,
): Promise<ConfiguratorComplementData[]> {
  const { language } = scope;
  const rows = await db
    .select({
      id: complements.id,
      ref: complements.ref,
      typeId: complements.complementTypeId,
      name: sql<string>`${complements.name} ->> ${language}`,
      description: sql<string>`${complements.description} ->> ${language}`,
      image_public_id: complements.imagePublicId,
      price: complements.price,
    })
    .from(productComplements)
    .innerJoin(complements, eq(complements.id, productComplements.complementId))
    .where(
      and(
        offeredComplement(productId),
        complementTypeId === undefined
          ? undefined
          : eq(complements.complementTypeId, complementTypeId),
      ),
    )
    .orderBy(asc(productComplements.position), asc(complements.id));
  const ids = rows.map((row) => row.id);
  const [attributesById, variantsById] = await Promise.all([
    complementAttributeGroups(db, language, ids),
    complementVariantList(db, scope, ids),
  ]);
  return rows.map((row) => {
    const variants = variantsById.get(row.id) ?? [];
    const price = variants.find((variant) => variant.optionIds.length === 0)?.pvp ?? row.price;
    return {
      ...row,
      price,
      prices: { client: price, professional: price },
      quantity: 1,
      attributes: attributesById.get(row.id) ?? [],
      variants,
    };
  });
}
