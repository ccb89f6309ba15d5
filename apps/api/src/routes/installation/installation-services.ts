import { and, asc, eq, sql } from 'drizzle-orm';
import {
  attributeOptionDistancePrices,
  attributeOptions,
  attributes,
  complementAttributes,
  complements,
  stores,
} from '@shop/db';
import type { StoreQuery } from '../../contracts/common.ts';
import type { InstallationService } from '../../contracts/product.ts';
import type { Db } from '../../database.ts';

const distancePrice = (distance: 500 | 520) =>
  sql<
    number | null
  >`max(${attributeOptionDistancePrices.price}) filter (where ${attributeOptionDistancePrices.distance} = ${distance})`;

/** The questions of the installation complement and their answers, where the store installs. */
export async function readInstallationServices(
  db: Db,
  { store, language }: StoreQuery,
): Promise<InstallationService[]> {
  const rows = await db
    .select({
      attribute: {
        id: attributes.id,
        slug: attributes.slug,
        name: sql<string>`${attributes.name} ->> ${language}`,
      },
      option: {
        id: attributeOptions.id,
        slug: attributeOptions.slug,
        name: sql<string>`${attributeOptions.name} ->> ${language}`,
        price: attributeOptions.price,
        button_string: sql<string | null>`${attributeOptions.buttonString} ->> ${language}`,
        button_class: attributeOptions.buttonClass,
        show_price: attributeOptions.showPrice,
      },
      near: distancePrice(500),
      far: distancePrice(520),
    })
    .from(complements)
    .innerJoin(stores, and(eq(stores.code, store), eq(stores.facilityAvailable, true)))
    .innerJoin(complementAttributes, eq(complementAttributes.complementId, complements.id))
    .innerJoin(attributes, eq(attributes.id, complementAttributes.attributeId))
    .innerJoin(
      attributeOptions,
      sql`${attributeOptions.id} = any(${complementAttributes.optionIds})`,
    )
    .leftJoin(
      attributeOptionDistancePrices,
      eq(attributeOptionDistancePrices.attributeOptionId, attributeOptions.id),
    )
    .where(eq(complements.code, 'installation-complement'))
    .groupBy(attributes.id, attributeOptions.id, complementAttributes.position)
    .orderBy(asc(complementAttributes.position), asc(attributeOptions.position));
  const services = new Map<number, InstallationService>();
  for (const { attribute, option, near, far } of rows) {
    const service = services.get(attribute.id) ?? { ...attribute, options: [] };
    services.set(attribute.id, service);
    const prices = near === null || far === null ? null : { 500: Number(near), 520: Number(far) };
    service.options.push({ ...option, prices });
  }
  return [...services.values()];
}
