import { requireCents, requireQuantity, type Cents } from '../money.ts';
import type { PostalCodeError } from '../postal-code.ts';
import { withServiceTax } from '../pricing/service-tax.ts';
import { provinceOfPostalCode, sameProvince } from './province.ts';

/** 500: up to 30 km from the provincial capital; 520: from 30 to 50 km. */
export const installationDistances = [500, 520] as const;
export type InstallationDistance = (typeof installationDistances)[number];

/** A province's installation price list: data the database holds, given to the quote. */
export interface InstallationCity {
  id: number;
  name: string;
  /** The province the city's installers serve, as provinceOfPostalCode names it. */
  province: string;
  prices: Record<InstallationDistance, Cents>;
  /** Girona, Zamora...: price 0, the installer quotes on request. */
  onRequest: boolean;
}

export interface InstallationChoices {
  disassembly: boolean;
  preMeasurement: boolean;
  cityId: number;
  distance: InstallationDistance;
  /**
   * Where the installer goes. Once known it decides the city (and so the price): the city
   * chosen in the booking must be the postal code's own province.
   */
  postalCode?: string | null;
}

/** Net prices from SPEC section 3 (service option ids 140 and 180). */
export const facilityReservationPrice: Cents = 2000;
export const disassemblyPrice: Cents = 5000;
export const preMeasurementPrices: Record<InstallationDistance, Cents> = { 500: 2500, 520: 4500 };

/**
 * Installation is work on a home in Spain (the only edition offering it), and such services
 * are taxed where the property is: Spanish VAT, whichever edition sold the screen.
 */
export function withInstallationVat(net: Cents): Cents {
  return withServiceTax('ESSM', net);
}

/**
 * Amounts with tax. `total` is what the customer pays online (the cart's installation
 * reservation line): the reservation, which is the base of that total, plus disassembly and
 * pre-measurement. `cost` is the installation itself at the city's price; the reservation is
 * deducted from it and the rest, `installer_payment`, is paid to the installer on site.
 * Both are null when the city quotes on request.
 */
export interface InstallationQuote {
  city: { id: number; name: string };
  distance: InstallationDistance;
  facility: Cents;
  disassembly: Cents;
  pre_measurement: Cents;
  total: Cents;
  cost: Cents | null;
  installer_payment: Cents | null;
}

export type InstallationPostalCodeError =
  | PostalCodeError
  /** A real Spanish postal code of a province where no installer works. */
  | 'postal_code.no_installer'
  /** The postal code is in another province than the city the booking was priced for. */
  | 'postal_code.outside_booked_province';

export type InstallationQuoteError = 'installation.city_unavailable' | InstallationPostalCodeError;

export type InstallationQuoteResult =
  { ok: true; quote: InstallationQuote } | { ok: false; error: InstallationQuoteError };

/** The installers' city serving a postal code: the one of its own province. */
export function installationCityOf(
  postalCode: string,
  cities: readonly InstallationCity[],
): { ok: true; city: InstallationCity } | { ok: false; error: InstallationPostalCodeError } {
  const place = provinceOfPostalCode(postalCode);
  if (!place.ok) return place;
  const city = cities.find((candidate) => sameProvince(candidate.province, place.province));
  return city ? { ok: true, city } : { ok: false, error: 'postal_code.no_installer' };
}

/**
 * The city a booking is priced at. With a postal code it is that code's province, and a city
 * chosen for another province is refused rather than priced: the customer saw that city's
 * price, so neither price may be charged silently.
 */
function bookedCity(
  choices: InstallationChoices,
  cities: readonly InstallationCity[],
): { ok: true; city: InstallationCity } | { ok: false; error: InstallationQuoteError } {
  if (choices.postalCode === undefined || choices.postalCode === null) {
    const city = cities.find((candidate) => candidate.id === choices.cityId);
    return city ? { ok: true, city } : { ok: false, error: 'installation.city_unavailable' };
  }
  const served = installationCityOf(choices.postalCode, cities);
  if (served.ok && served.city.id !== choices.cityId)
    return { ok: false, error: 'postal_code.outside_booked_province' };
  return served;
}

/**
 * Installation is offered in Spain only: that is the store's facility_available flag and the
 * city list in the database (empty for France), so a French booking meets 'city_unavailable'
 * (or, with a postal code, 'no_installer').
 * Quantity scales what is done per screen (removing an old one, installing a new one); the
 * reservation and the pre-measurement visit are one per booking, whatever the quantity.
 */
export function quoteInstallation(
  choices: InstallationChoices,
  cities: readonly InstallationCity[],
  quantity: number,
): InstallationQuoteResult {
  requireQuantity(quantity, 'installation quantity');
  const booked = bookedCity(choices, cities);
  if (!booked.ok) return booked;
  const { city } = booked;
  const facility = withInstallationVat(facilityReservationPrice);
  const disassembly = choices.disassembly ? withInstallationVat(disassemblyPrice * quantity) : 0;
  const preMeasurement = choices.preMeasurement
    ? withInstallationVat(preMeasurementPrices[choices.distance])
    : 0;
  const cost = city.onRequest
    ? null
    : withInstallationVat(city.prices[choices.distance] * quantity);
  return {
    ok: true,
    quote: {
      city: { id: city.id, name: city.name },
      distance: choices.distance,
      facility,
      disassembly,
      pre_measurement: preMeasurement,
      total: requireCents(facility + disassembly + preMeasurement, 'installation total'),
      cost,
      installer_payment: cost === null ? null : Math.max(cost - facility, 0),
    },
  };
}
