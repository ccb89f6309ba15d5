import type { PriceConfigurationInput, ProductQuery } from '../contracts/product.ts';
import type { Db } from '../database.ts';
import { ApiError } from '../plugins/api-error.ts';
import { priceProductConfiguration } from '../catalog/pricing/price-configuration.ts';
import type { StoredRowConfiguration } from './cart-row-records.ts';

/** What a row stores once priced: the configuration and the amounts, all from the server. */
export interface PricedCartRow {
  productId: number;
  variantId: number | null;
  quantity: number;
  finalRef: string;
  configuration: StoredRowConfiguration;
  unitPvp: number;
  complementsPvp: number;
  facilityPvp: number;
  totalPvp: number;
  booking: {
    installationCityId: number;
    distance: 500 | 520;
    postalCode: string;
    disassembly: boolean;
    preMeasurement: boolean;
    /** 0 where the city quotes on request (the column is not nullable). */
    cost: number;
    reservationAmount: number;
    installerPayment: number;
  } | null;
}

/** price_configuration's request that reproduces a stored row at another quantity. */
export function configurationRequest(
  configuration: StoredRowConfiguration,
  quantity: number,
): PriceConfigurationInput {
  return {
    quantity,
    option_ids: configuration.option_ids,
    measures: configuration.measures,
    complements: configuration.complements.map(({ complement_id, option_ids }) => ({
      complement_id,
      option_ids,
    })),
    installation: configuration.installation,
    postal_code: configuration.postal_code,
  };
}

async function priceOrRefuse(
  db: Db,
  scope: ProductQuery,
  productId: number,
  request: PriceConfigurationInput,
) {
  try {
    return await priceProductConfiguration(db, scope, productId, request);
  } catch (error) {
    // Not sold in this store (or withdrawn): a fault of the body's product_id, not a missing page.
    if (error instanceof ApiError && error.status === 404)
      throw ApiError.badRequest('product_id', 'cart.productUnavailable');
    throw error;
  }
}

/**
 * A cart row priced by the catalogue's own price_configuration: the same answer the product
 * page shows, so the cart never disagrees with it. Professional rows also remember what a
 * private buyer would pay, for the cart's professional discount.
 */
export async function priceCartRow(
  db: Db,
  scope: ProductQuery,
  productId: number,
  request: PriceConfigurationInput,
): Promise<PricedCartRow> {
  // The booking is for one address: the installer needs to know where.
  if (request.installation && (request.postal_code ?? '').trim() === '')
    throw ApiError.badRequest('postal_code', 'cart.installationPostalCode');
  const priced = await priceOrRefuse(db, scope, productId, request);
  const clientTotal =
    scope.user_type === 'P'
      ? (await priceOrRefuse(db, { ...scope, user_type: 'C' }, productId, request)).prices.total
      : undefined;
  const { unit, installation, total } = priced.prices;
  const postalCode = priced.postal_code?.trim() ?? null;
  return {
    productId: priced.product_id,
    variantId: priced.variant_id,
    quantity: priced.quantity,
    finalRef: priced.final_ref,
    configuration: {
      option_ids: priced.option_ids,
      measures: priced.measures,
      complements: priced.complements,
      installation: request.installation,
      postal_code: postalCode,
      ...(clientTotal === undefined ? {} : { client_total_pvp: clientTotal }),
    },
    unitPvp: unit.product + unit.options,
    complementsPvp: unit.complements + unit.complement_options,
    facilityPvp: installation?.total ?? 0,
    totalPvp: total,
    booking:
      installation && request.installation && postalCode
        ? {
            installationCityId: installation.city.id,
            distance: installation.distance,
            postalCode,
            disassembly: request.installation.disassembly,
            preMeasurement: request.installation.pre_measurement,
            cost: installation.cost ?? 0,
            reservationAmount: installation.total,
            installerPayment: installation.installer_payment ?? 0,
          }
        : null,
  };
}
