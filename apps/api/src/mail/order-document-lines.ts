import {
  deliveryDaysOf,
  deliveryWindow,
  formatDeliveryWindow,
  type DeliveryDays,
  type StoreCode,
} from '@shop/domain';
import {
  cartRows,
  installationBookings,
  installationCities,
  products,
  productTranslations,
} from '@shop/db';
import { translate, type Locale } from '@shop/i18n';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { storedConfiguration } from '../cart/cart-row-records.ts';
import { configurationSummary, summaryNames } from '../cart/configuration-summary.ts';
import type { InstallationReservation, OrderDocumentLine } from './order-document.ts';

interface LinesScope {
  cartId: string;
  store: StoreCode;
  language: Locale;
  placedAt: Date;
}

/**
 * The order's lines in cart order, and the delivery promise of the slowest of them counted
 * from the day the order was placed (a parcel leaves when everything in it is ready).
 */
export async function readOrderLines(
  db: Db,
  scope: LinesScope,
): Promise<{ lines: OrderDocumentLine[]; deliveryPromise: string | null }> {
  const rows = await db
    .select({
      id: cartRows.id,
      kind: cartRows.kind,
      quantity: cartRows.quantity,
      configuration: cartRows.configuration,
      finalRef: cartRows.finalRef,
      totalPvp: cartRows.totalPvp,
      productRef: products.ref,
      productName: productTranslations.name,
      madeToMeasure: products.madeToMeasure,
      deliveryDaysMin: products.deliveryDaysMin,
      deliveryDaysMax: products.deliveryDaysMax,
      booking: {
        city: installationCities.name,
        distance: installationBookings.distance,
        disassembly: installationBookings.disassembly,
        preMeasurement: installationBookings.preMeasurement,
        reservationAmount: installationBookings.reservationAmount,
        installerPayment: installationBookings.installerPayment,
      },
    })
    .from(cartRows)
    .leftJoin(products, eq(products.id, cartRows.productId))
    .leftJoin(
      productTranslations,
      and(
        eq(productTranslations.productId, cartRows.productId),
        eq(productTranslations.language, scope.language),
      ),
    )
    .leftJoin(installationBookings, eq(installationBookings.cartRowId, cartRows.id))
    .leftJoin(
      installationCities,
      eq(installationCities.id, installationBookings.installationCityId),
    )
    .where(eq(cartRows.cartId, scope.cartId))
    .orderBy(asc(cartRows.position), asc(cartRows.id), asc(installationBookings.id));

  // A row has at most one booking; should a second appear, the first one booked counts.
  const distinct = rows.filter(
    (row, index) => rows.findIndex((other) => other.id === row.id) === index,
  );
  const configured = distinct.map((row) => ({
    ...row,
    configuration: storedConfiguration(row.configuration),
  }));
  const names = await summaryNames(
    db,
    scope.language,
    configured.map((row) => row.configuration),
  );

  const lines = configured.map((row): OrderDocumentLine => {
    const installation = installationOf(row.booking);
    const isInstallation = row.kind === 'installation';
    return {
      kind: isInstallation ? 'installation' : 'product',
      name:
        row.productName ??
        (isInstallation
          ? translate(scope.language, 'mail.lines.installationReservation')
          : row.finalRef),
      ref: row.finalRef || row.productRef || '',
      // Worded as the cart showed it: one formatter for the cart, the order pages and documents.
      configuration: configurationSummary(names, scope.language, row.configuration),
      quantity: row.quantity,
      amount: row.totalPvp,
      madeToMeasure: row.madeToMeasure ?? false,
      installation,
    };
  });

  const promises = distinct.flatMap((row) =>
    row.deliveryDaysMin === null || row.deliveryDaysMax === null
      ? []
      : [
          deliveryDaysOf({
            madeToMeasure: row.madeToMeasure ?? false,
            quickShipping: false,
            deliveryDays: { min: row.deliveryDaysMin, max: row.deliveryDaysMax },
          }),
        ],
  );
  return { lines, deliveryPromise: slowestPromise(scope, promises) };
}

function slowestPromise(scope: LinesScope, promises: (DeliveryDays | null)[]): string | null {
  const known = promises.filter((days) => days !== null);
  if (known.length === 0) return null;
  const days = {
    min: Math.max(...known.map((d) => d.min)),
    max: Math.max(...known.map((d) => d.max)),
  };
  const window = deliveryWindow(scope.store, scope.placedAt, days);
  return translate(
    scope.language,
    'domain.delivery.range',
    formatDeliveryWindow(window, scope.language),
  );
}

interface BookingColumns {
  city: string | null;
  distance: number | null;
  disassembly: boolean | null;
  preMeasurement: boolean | null;
  reservationAmount: number | null;
  installerPayment: number | null;
}

/** A left join gives every column nullable; a booking is there when all of them are. */
function installationOf(booking: BookingColumns | null): InstallationReservation | null {
  if (!booking) return null;
  const { city, distance, disassembly, preMeasurement, reservationAmount, installerPayment } =
    booking;
  if (
    city === null ||
    disassembly === null ||
    preMeasurement === null ||
    reservationAmount === null ||
    installerPayment === null
  )
    return null;
  return {
    city,
    distance: distance === 520 ? 520 : 500,
    disassembly,
    preMeasurement,
    reservationAmount,
    installerPayment,
  };
}
