import type {
  PriceConfigurationInput,
  PriceConfigurationResponse,
  ProductQuery,
} from '../contracts/product.ts';
import type { Db } from '../database.ts';
import { ApiError } from '../plugins/api-error.ts';
import { priceProductConfigurations } from '../catalog/pricing/price-configuration.ts';
import type { SellableProduct } from '../catalog/pricing/sellable-product.ts';
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
  /** What stock allows of the product when priced; null when it is made to measure. */
  stockLimit: number | null;
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

/** Not sold in this store (or withdrawn): a fault of the body's product_id, not a missing page. */
function asRowError(error: ApiError): ApiError {
  return error.status === 404
    ? ApiError.badRequest('product_id', 'cart.productUnavailable')
    : error;
}

function pricedRowOf(
  priced: PriceConfigurationResponse,
  product: SellableProduct,
  request: PriceConfigurationInput,
  clientTotal: number | undefined,
): PricedCartRow {
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
    stockLimit: product.madeToMeasure ? null : product.stockQuantity,
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

export type CartRowPrice = { ok: true; row: PricedCartRow } | { ok: false; error: ApiError };

/**
 * Cart rows priced by the catalogue's own pricing: the same answer the product page shows, so
 * the cart never disagrees with it. All rows are priced with one read of the catalogue (two
 * for professional carts, whose rows also remember what a private buyer would pay, for the
 * cart's professional discount), so the queries do not grow with the rows.
 */
export async function priceCartRows(
  db: Db,
  scope: ProductQuery,
  rows: readonly { productId: number; request: PriceConfigurationInput }[],
): Promise<CartRowPrice[]> {
  const requests = rows.map(({ productId, request }) => ({ productId, body: request }));
  // One after the other: a quotation is priced inside its transaction, one connection that
  // runs one query at a time (node-postgres deprecates queueing queries on a busy client).
  const prices = await priceProductConfigurations(db, scope, requests);
  const clientPrices =
    scope.user_type === 'P'
      ? await priceProductConfigurations(db, { ...scope, user_type: 'C' }, requests)
      : undefined;
  return rows.map(({ request }, index): CartRowPrice => {
    // The booking is for one address: the installer needs to know where.
    if (request.installation && (request.postal_code ?? '').trim() === '')
      return {
        ok: false,
        error: ApiError.badRequest('postal_code', 'cart.installationPostalCode'),
      };
    const priced = prices[index];
    const client = clientPrices?.[index];
    if (!priced) throw new Error('a row was not priced');
    if (!priced.ok) return { ok: false, error: asRowError(priced.error) };
    if (client && !client.ok) return { ok: false, error: asRowError(client.error) };
    return {
      ok: true,
      row: pricedRowOf(priced.value, priced.product, request, client?.value.prices.total),
    };
  });
}

/** One cart row priced (priceCartRows), or its refusal thrown. */
export async function priceCartRow(
  db: Db,
  scope: ProductQuery,
  productId: number,
  request: PriceConfigurationInput,
): Promise<PricedCartRow> {
  const [price] = await priceCartRows(db, scope, [{ productId, request }]);
  if (!price) throw new Error('the row was not priced');
  if (!price.ok) throw price.error;
  return price.row;
}
