import { and, asc, eq, sql } from 'drizzle-orm';
import { installationCities, installationCityPrices, stores } from '@shop/db';
import type { StoreCode } from '../../contracts/common.ts';
import type { InstallationCityData } from '../../contracts/product.ts';
import type { Db } from '../../database.ts';

const priceAt = (distance: 500 | 520) =>
  sql<number>`coalesce(max(${installationCityPrices.price}) filter (where ${installationCityPrices.distance} = ${distance}), 0)`.mapWith(
    Number,
  );

/** The query of the provinces installers serve in a store, with their prices by distance. */
export function installationCityRowsQuery(db: Db, store: StoreCode) {
  return db
    .select({
      id: installationCities.id,
      name: installationCities.name,
      province: installationCities.province,
      onRequest: installationCities.budget,
      near: priceAt(500),
      far: priceAt(520),
    })
    .from(installationCities)
    .innerJoin(
      stores,
      and(eq(stores.code, installationCities.storeCode), eq(stores.facilityAvailable, true)),
    )
    .leftJoin(
      installationCityPrices,
      eq(installationCityPrices.installationCityId, installationCities.id),
    )
    .where(and(eq(installationCities.storeCode, store), eq(installationCities.isActive, true)))
    .groupBy(installationCities.id)
    .orderBy(asc(installationCities.position), asc(installationCities.name));
}

/** The provinces as the domain's quote reads them, from their rows. */
export function installationCitiesOf(
  rows: Awaited<ReturnType<typeof installationCityRowsQuery>>,
): InstallationCityData[] {
  return rows.map(({ near, far, ...city }) => ({ ...city, prices: { 500: near, 520: far } }));
}

/**
 * The provinces installers serve in a store, as the domain's quote reads them. Empty where the
 * store does not offer installation (facility_available false: France).
 */
export async function readInstallationCities(
  db: Db,
  store: StoreCode,
): Promise<InstallationCityData[]> {
  return installationCitiesOf(await installationCityRowsQuery(db, store));
}
