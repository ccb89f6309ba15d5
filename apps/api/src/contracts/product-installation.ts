import { z } from 'zod';
import { Cents, StoreQuery } from './common.ts';

/** An InstallationCity of @shop/domain (a province's installers) plus its province. */
export const InstallationCityData = z
  .object({
    id: z.number().int(),
    name: z.string(),
    province: z.string(),
    /** Per distance: 500 up to 30 km from the provincial capital, 520 from 30 to 50 km. */
    prices: z.object({ 500: Cents, 520: Cents }),
    /** The spec's budget flag: price 0, the installer quotes on request. */
    onRequest: z.boolean(),
  })
  .meta({ id: 'InstallationCity' });
export type InstallationCityData = z.infer<typeof InstallationCityData>;

export const InstallationCitySearchQuery = StoreQuery.extend({
  q: z.string().trim().min(2).max(100),
});

/**
 * A municipality found by the places text search and the installation city of its province;
 * null with the 'no installer' message where nobody installs there.
 */
export const InstallationPlace = z.object({
  place_id: z.string(),
  name: z.string(),
  formatted_address: z.string(),
  province: z.string().nullable(),
  installation_city: InstallationCityData.nullable(),
  message: z.string().nullable(),
});
export type InstallationPlace = z.infer<typeof InstallationPlace>;

export const InstallationPlaceList = z.object({ results: z.array(InstallationPlace) });
export type InstallationPlaceList = z.infer<typeof InstallationPlaceList>;

/** An InstallationQuote of @shop/domain: amounts with VAT; cost null when on request. */
export const InstallationQuoteData = z.object({
  city: z.object({ id: z.number().int(), name: z.string() }),
  distance: z.union([z.literal(500), z.literal(520)]),
  facility: Cents,
  disassembly: Cents,
  pre_measurement: Cents,
  /** Paid online: the installation reservation line. */
  total: Cents,
  cost: Cents.nullable(),
  installer_payment: Cents.nullable(),
});
export type InstallationQuoteData = z.infer<typeof InstallationQuoteData>;

/**
 * A question of the booking (disassembly, pre-measurement) and its answers as the spec's
 * installation lists give them. Display only: amounts are the domain quote's.
 */
export const InstallationService = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  options: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      price: Cents,
      button_string: z.string().nullable(),
      button_class: z.string().nullable(),
      show_price: z.boolean(),
      /** Per distance (500, 520) where the price depends on it. */
      prices: z.object({ 500: Cents, 520: Cents }).nullable(),
    }),
  ),
});
export type InstallationService = z.infer<typeof InstallationService>;

/** Both empty where the store has no installation service (France). */
export const InstallationCityList = z.object({
  results: z.array(InstallationCityData),
  services: z.array(InstallationService),
});
export type InstallationCityList = z.infer<typeof InstallationCityList>;
