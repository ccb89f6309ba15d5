import { asc, eq, getTableColumns } from 'drizzle-orm';
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

/** The installation bookings of a cart's rows, by row id. */
async function readBookings(db: Db, cartId: string) {
  const bookings = await db
    .select({
      id: installationBookings.id,
      cartRowId: installationBookings.cartRowId,
      cityId: installationBookings.installationCityId,
      cityName: installationCities.name,
      onRequest: installationCities.budget,
      distance: installationBookings.distance,
      postalCode: installationBookings.postalCode,
      disassembly: installationBookings.disassembly,
      preMeasurement: installationBookings.preMeasurement,
      cost: installationBookings.cost,
      reservationAmount: installationBookings.reservationAmount,
      installerPayment: installationBookings.installerPayment,
    })
    .from(installationBookings)
    .innerJoin(cartRows, eq(cartRows.id, installationBookings.cartRowId))
    .innerJoin(
      installationCities,
      eq(installationCities.id, installationBookings.installationCityId),
    )
    .where(eq(cartRows.cartId, cartId));
  return new Map(bookings.map((booking) => [booking.cartRowId, booking]));
}

/**
 * The rows of a cart in their order, with their booking and the brand coupons look at. Two
 * queries one after the other: inside a transaction both share one connection.
 */
export async function readCartRows(db: Db, cartId: string) {
  const rows = await db
    .select({ row: getTableColumns(cartRows), brandId: products.brandId })
    .from(cartRows)
    .leftJoin(products, eq(products.id, cartRows.productId))
    .where(eq(cartRows.cartId, cartId))
    .orderBy(asc(cartRows.position), asc(cartRows.id));
  const bookings = await readBookings(db, cartId);
  return rows.map(({ row, brandId }) => ({
    ...row,
    brandId,
    configuration: storedConfiguration(row.configuration),
    booking: bookings.get(row.id) ?? null,
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
      city: { id: booking.cityId, name: booking.cityName ?? '' },
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
