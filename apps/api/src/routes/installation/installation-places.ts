import { domainErrorMessageKey } from '@shop/domain';
import { translate, type Locale } from '@shop/i18n';
import type { StoreCode } from '../../contracts/common.ts';
import type { InstallationPlace } from '../../contracts/product.ts';
import type { Db } from '../../database.ts';
import type { PlacesClient } from '../../places/places-client.ts';
import { comparableName, installationProvinceName } from '../../places/province-names.ts';
import { readInstallationCities } from '../../catalog/pricing/installation-cities.ts';

/**
 * The municipalities a customer may mean, each with the installation city of its province.
 * Installation is priced by province: distance from the provincial capital is the customer's
 * answer in the next booking step.
 */
export async function installationPlaces(
  db: Db,
  places: PlacesClient,
  { store, q }: { store: StoreCode; q: string },
  locale: Locale,
): Promise<InstallationPlace[]> {
  const cities = await readInstallationCities(db, store);
  // France has no installers: no reason to ask the maps service.
  if (cities.length === 0) return [];
  const found = await places.searchText(q, { includedType: 'locality' });
  const unavailable = translate(locale, domainErrorMessageKey('installation.city_unavailable'));
  return found.map((place) => {
    const province = place.province && comparableName(installationProvinceName(place.province));
    const city = cities.find((candidate) => comparableName(candidate.province) === province);
    return {
      place_id: place.id,
      name: place.name,
      formatted_address: place.formattedAddress,
      province: place.province,
      installation_city: city ?? null,
      message: city ? null : unavailable,
    };
  });
}
