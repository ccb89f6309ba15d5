import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { cartRows, installationBookings, installationCities, products } from '@shop/db';
import type { z } from 'zod';
import { Cents } from '../contracts/common.ts';
import { CartRowConfiguration, type CartRow } from '../contracts/cart.ts';
import type { Db } from '../database.ts';

/**
 * What cart_rows.configuration holds: the configuration the row was priced from and, for
 * professional carts, what a private buyer would pay for it (the professional discount).
 */
export const StoredRowConfiguration = CartRowConfiguration.extend({
  client_total_pvp: Cents.optional(),
});
export type StoredRowConfiguration = z.infer<typeof StoredRowConfiguration>;

const emptyConfiguration: StoredRowConfiguration = {
  option_ids: [],
  measures: {},
  complements: [],
  installation: null,
  postal_code: null,
};

export function storedConfiguration(value: unknown): StoredRowConfiguration {
  const parsed = StoredRowConfiguration.safeParse(value);
  return parsed.success ? parsed.data : emptyConfiguration;
}

interface RowBooking {
  id: number;
  cityId: number;
  cityName: string;
  onRequest: boolean;
  distance: number;
  postalCode: string;
  disassembly: boolean;
  preMeasurement: boolean;
  cost: number;
  reservationAmount: number;
  installerPayment: number;
}

/** A row's installation booking (its latest, should there be two) as one JSON value. */
const rowBooking = sql<RowBooking | null>`(
  select json_build_object(
    'id', ${installationBookings.id},
    'cityId', ${installationBookings.installationCityId},
    'cityName', ${installationCities.name},
    'onRequest', ${installationCities.budget},
    'distance', ${installationBookings.distance},
    'postalCode', ${installationBookings.postalCode},
    'disassembly', ${installationBookings.disassembly},
    'preMeasurement', ${installationBookings.preMeasurement},
    'cost', ${installationBookings.cost},
    'reservationAmount', ${installationBookings.reservationAmount},
    'installerPayment', ${installationBookings.installerPayment})
  from ${installationBookings}
  inner join ${installationCities}
    on ${installationCities.id} = ${installationBookings.installationCityId}
  where ${installationBookings.cartRowId} = ${cartRows.id}
  order by ${installationBookings.id} desc
  limit 1)`;

/**
 * The rows of a cart in their order, with their booking and the brand coupons look at, in one
 * query whatever their number.
 */
export async function readCartRows(db: Db, cartId: string) {
  const rows = await db
    .select({ row: getTableColumns(cartRows), brandId: products.brandId, booking: rowBooking })
    .from(cartRows)
    .leftJoin(products, eq(products.id, cartRows.productId))
    .where(eq(cartRows.cartId, cartId))
    .orderBy(asc(cartRows.position), asc(cartRows.id))
    .prepare('cart-rows')
    .execute();
  return rows.map(({ row, brandId, booking }) => ({
    ...row,
    brandId,
    configuration: storedConfiguration(row.configuration),
    booking,
  }));
}
export type CartRowRecord = Awaited<ReturnType<typeof readCartRows>>[number];

function distanceOf(value: number): 500 | 520 {
  return value === 520 ? 520 : 500;
}

/** A row as every cart answer shows it. */
export function cartRowOf(row: CartRowRecord): CartRow {
  const { booking, configuration } = row;
  return {
    id: row.id,
    kind: row.kind,
    product_id: row.productId,
    variant_id: row.variantId,
    quantity: row.quantity,
    final_ref: row.finalRef,
    configuration: {
      option_ids: configuration.option_ids,
      measures: configuration.measures,
      complements: configuration.complements,
      installation: configuration.installation,
      postal_code: configuration.postal_code,
    },
    unit_pvp: row.unitPvp,
    complements_pvp: row.complementsPvp,
    facility_pvp: row.facilityPvp,
    total_pvp: row.totalPvp,
    installation: booking && {
      id: booking.id,
      city: { id: booking.cityId, name: booking.cityName },
      distance: distanceOf(booking.distance),
      postal_code: booking.postalCode,
      disassembly: booking.disassembly,
      pre_measurement: booking.preMeasurement,
      reservation_amount: booking.reservationAmount,
      // A city that quotes on request has no price yet: 0 is stored, null is the truth.
      cost: booking.onRequest ? null : booking.cost,
      installer_payment: booking.onRequest ? null : booking.installerPayment,
    },
  };
}
