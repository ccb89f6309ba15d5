/** [province, price up to 30 km, price 30-50 km] in cents; 0/0 means quote on request (budget). */
type CityRow = readonly [string, number, number];

const cityRows: readonly CityRow[] = [
  ['A Coruña', 11000, 14000],
  ['Álava', 11500, 14500],
  ['Albacete', 10500, 13500],
  ['Alicante', 9500, 12000],
  ['Almería', 11000, 14000],
  ['Asturias', 11500, 14500],
  ['Ávila', 11000, 14500],
  ['Badajoz', 12000, 15000],
  ['Barcelona', 9000, 11500],
  ['Burgos', 11500, 14500],
  ['Cáceres', 12000, 15000],
  ['Cádiz', 10500, 13500],
  ['Cantabria', 11500, 14500],
  ['Castellón', 9500, 12000],
  ['Ciudad Real', 10500, 13500],
  ['Córdoba', 10500, 13000],
  ['Cuenca', 11500, 14500],
  ['Girona', 0, 0],
  ['Granada', 10500, 13500],
  ['Guadalajara', 9500, 12000],
  ['Guipúzcoa', 12000, 15000],
  ['Huelva', 11000, 14000],
  ['Huesca', 12000, 15000],
  ['Islas Baleares', 16000, 20000],
  ['Jaén', 11000, 14000],
  ['La Rioja', 11500, 14500],
  ['León', 12000, 15000],
  ['Lleida', 11000, 14000],
  ['Lugo', 12000, 15500],
  ['Madrid', 8000, 10500],
  ['Málaga', 9500, 12500],
  ['Murcia', 9500, 12000],
  ['Navarra', 11500, 14500],
  ['Ourense', 12000, 15500],
  ['Palencia', 12000, 15000],
  ['Pontevedra', 11000, 14000],
  ['Salamanca', 11500, 14500],
  ['Segovia', 11000, 14000],
  ['Sevilla', 9500, 12000],
  ['Tarragona', 10000, 12500],
  ['Toledo', 9500, 12000],
  ['Valencia', 8500, 11000],
  ['Valladolid', 12100, 15125],
  ['Vizcaya', 11000, 14000],
  ['Zamora', 0, 0],
  ['Zaragoza', 11500, 15000],
];

export interface InstallationCityDefinition {
  name: string;
  province: string;
  budget: boolean;
  prices: { 500: number; 520: number };
}

/** Installers work in the Spanish edition only (facility_available). */
export const installationCityDefinitions: InstallationCityDefinition[] = cityRows.map(
  ([province, near, far]) => ({
    name: province,
    province,
    budget: near === 0,
    prices: { 500: near, 520: far },
  }),
);
