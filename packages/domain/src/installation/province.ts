import { validateAddressPostalCode, type PostalCodeError } from '../postal-code.ts';

/*
 * The first two digits of a Spanish postal code are the province's INE number. Names are the
 * ones the shop's installation cities carry in their `province` column; the Canaries, Ceuta,
 * Melilla, Soria and Teruel are listed although nobody installs there, so a code from them is
 * known and answered "no installer", not "does not exist".
 */
const provincesByPrefix: readonly string[] = [
  'Álava',
  'Albacete',
  'Alicante',
  'Almería',
  'Ávila',
  'Badajoz',
  'Islas Baleares',
  'Barcelona',
  'Burgos',
  'Cáceres',
  'Cádiz',
  'Castellón',
  'Ciudad Real',
  'Córdoba',
  'A Coruña',
  'Cuenca',
  'Girona',
  'Granada',
  'Guadalajara',
  'Guipúzcoa',
  'Huelva',
  'Huesca',
  'Jaén',
  'León',
  'Lleida',
  'La Rioja',
  'Lugo',
  'Madrid',
  'Málaga',
  'Murcia',
  'Navarra',
  'Ourense',
  'Asturias',
  'Palencia',
  'Las Palmas',
  'Pontevedra',
  'Salamanca',
  'Santa Cruz de Tenerife',
  'Cantabria',
  'Segovia',
  'Sevilla',
  'Soria',
  'Tarragona',
  'Teruel',
  'Toledo',
  'Valencia',
  'Valladolid',
  'Vizcaya',
  'Zamora',
  'Zaragoza',
  'Ceuta',
  'Melilla',
];

export type ProvinceOfPostalCode =
  { ok: true; province: string } | { ok: false; error: PostalCodeError };

/** The Spanish province a postal code belongs to, or why it is not a Spanish postal code. */
export function provinceOfPostalCode(postalCode: string): ProvinceOfPostalCode {
  const error = validateAddressPostalCode('ESSM', postalCode);
  if (error) return { ok: false, error };
  const province = provincesByPrefix[Number(postalCode.trim().slice(0, 2)) - 1];
  return province === undefined
    ? { ok: false, error: 'postal_code.unknown' }
    : { ok: true, province };
}

/** Province names compared as people write them: case and accents aside. */
export function sameProvince(one: string, other: string): boolean {
  return one.localeCompare(other, 'es', { sensitivity: 'base' }) === 0;
}
