import { randomUUID } from 'node:crypto';
import {
  attributes,
  cartRows,
  carts,
  complements,
  installationBookings,
  installationCities,
  orders,
  productAttributeOptions,
  productAttributes,
  productComplements,
  products,
  type OrderStatus,
  type PaymentMethod,
} from '@shop/db';
import { vatRateOf } from '@shop/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../database.ts';

/*
 * Test helper: an order inserted straight into the tables (orders + carts + cart_rows), the
 * way order placement will leave them, on a seeded database. Not used by the running api.
 */

export interface FixtureRow {
  /** A seeded product; its first option, measure and complement make the configuration. */
  productRef?: string;
  quantity?: number;
  totalPvp: number;
  /** Books installation in the store's first installation city. */
  installation?: { reservationAmount: number; installerPayment: number };
}

export interface FixtureOrder {
  store?: 'ESSM' | 'FRSM';
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  name?: string;
  surnames?: string;
  email?: string;
  observations?: string;
  billingBusinessName?: string;
  rows?: FixtureRow[];
  shippingCost?: number;
  coupon?: { code: string; discount: number };
  paypalCommission?: number;
  placedAt?: Date;
}

let sequence = 0;

export async function insertOrder(db: Db, fixture: FixtureOrder = {}) {
  const store = fixture.store ?? 'ESSM';
  const language = store === 'FRSM' ? 'fr' : 'es';
  const spain = store === 'ESSM';
  const rows = fixture.rows ?? [{ totalPvp: 46900 }];
  const [cart] = await db
    .insert(carts)
    .values({ storeCode: store, language })
    .returning({ id: carts.id });
  if (!cart) throw new Error('cart not inserted');
  for (const [position, row] of rows.entries()) {
    const configured = await configurationOf(db, row.productRef ?? 'AQN-KALA-CM');
    const [inserted] = await db
      .insert(cartRows)
      .values({
        cartId: cart.id,
        productId: configured.productId,
        quantity: row.quantity ?? 1,
        configuration: configured.configuration,
        finalRef: `${row.productRef ?? 'AQN-KALA-CM'}-CFG`,
        unitPvp: row.totalPvp,
        totalPvp: row.totalPvp,
        facilityPvp: row.installation?.reservationAmount ?? 0,
        position,
      })
      .returning({ id: cartRows.id });
    if (inserted && row.installation) await bookInstallation(db, inserted.id, row.installation);
  }
  const itemsTotal = rows.reduce((sum, row) => sum + row.totalPvp, 0);
  const discount = fixture.coupon?.discount ?? 0;
  const total =
    itemsTotal - discount + (fixture.shippingCost ?? 0) + (fixture.paypalCommission ?? 0);
  sequence += 1;
  const [order] = await db
    .insert(orders)
    .values({
      storeCode: store,
      language,
      number: `${store}-T${sequence}-${randomUUID().slice(0, 8).toUpperCase()}`,
      cartId: cart.id,
      customerType: 'C',
      status: fixture.status ?? 400,
      idempotencyKey: randomUUID(),
      email: fixture.email ?? 'lucia.garcia@example.com',
      name: fixture.name ?? (spain ? 'Lucía' : 'Amélie'),
      surnames: fixture.surnames ?? (spain ? 'García Pérez' : 'Dubois'),
      phone: spain ? '612345678' : '0612345678',
      shippingAddress: spain ? 'Calle Mayor' : 'Rue de Rivoli',
      shippingNumber: '5',
      shippingFlat: spain ? '2º B' : '',
      shippingPostalCode: spain ? '28013' : '75001',
      shippingCity: spain ? 'Madrid' : 'Paris',
      shippingProvince: spain ? 'Madrid' : 'Paris',
      shippingCountry: spain ? 'ES' : 'FR',
      billingBusinessName: fixture.billingBusinessName ?? '',
      billingTaxIdType: spain ? 'dni' : 'nif',
      billingTaxId: spain ? '12345678Z' : 'FR12345678901',
      billingAddress: spain ? 'Calle Mayor' : 'Rue de Rivoli',
      billingNumber: '5',
      billingPostalCode: spain ? '28013' : '75001',
      billingCity: spain ? 'Madrid' : 'Paris',
      billingProvince: spain ? 'Madrid' : 'Paris',
      billingCountry: spain ? 'ES' : 'FR',
      paymentMethod: fixture.paymentMethod ?? 'card',
      subtotal: 0,
      vat: 0,
      vatRate: vatRateOf(store),
      shippingCost: fixture.shippingCost ?? 0,
      couponCode: fixture.coupon?.code ?? null,
      discount,
      paypalCommission: fixture.paypalCommission ?? 0,
      total,
      observations: fixture.observations ?? '',
      placedAt: fixture.placedAt ?? new Date('2026-01-12T10:00:00Z'),
    })
    .returning({ id: orders.id, number: orders.number, email: orders.email, total: orders.total });
  if (!order) throw new Error('order not inserted');
  return order;
}

/** The product's first select option, first measure (95 cm) and first complement. */
async function configurationOf(db: Db, ref: string) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.ref, ref));
  if (!product) throw new Error(`no seeded product ${ref}`);
  const groups = await db
    .select({
      attributeId: attributes.id,
      fieldType: attributes.fieldType,
      optionId: productAttributeOptions.attributeOptionId,
    })
    .from(productAttributes)
    .innerJoin(attributes, eq(attributes.id, productAttributes.attributeId))
    .leftJoin(
      productAttributeOptions,
      eq(productAttributeOptions.productAttributeId, productAttributes.id),
    )
    .where(eq(productAttributes.productId, product.id))
    .orderBy(asc(productAttributes.position), asc(productAttributeOptions.position));
  const option = groups.find((group) => group.fieldType !== 'measure' && group.optionId !== null);
  const measure = groups.find((group) => group.fieldType === 'measure');
  const [complement] = await db
    .select({ id: complements.id, typeId: complements.complementTypeId, ref: complements.ref })
    .from(productComplements)
    .innerJoin(complements, eq(complements.id, productComplements.complementId))
    .where(eq(productComplements.productId, product.id))
    .orderBy(asc(productComplements.position))
    .limit(1);
  return {
    productId: product.id,
    configuration: {
      option_ids: option?.optionId ? [option.optionId] : [],
      measures: measure ? { [String(measure.attributeId)]: 95 } : {},
      complements: complement
        ? [
            {
              complement_id: complement.id,
              type_id: complement.typeId,
              option_ids: [],
              variant_id: null,
              ref: complement.ref,
            },
          ]
        : [],
      installation: null,
      postal_code: null,
    },
  };
}

async function bookInstallation(
  db: Db,
  cartRowId: number,
  amounts: { reservationAmount: number; installerPayment: number },
) {
  const [city] = await db
    .select({ id: installationCities.id })
    .from(installationCities)
    .where(and(eq(installationCities.storeCode, 'ESSM'), eq(installationCities.name, 'Madrid')));
  if (!city) throw new Error('no seeded installation city Madrid');
  await db.insert(installationBookings).values({
    cartRowId,
    installationCityId: city.id,
    distance: 520,
    postalCode: '28013',
    disassembly: true,
    preMeasurement: false,
    cost: amounts.reservationAmount + amounts.installerPayment,
    ...amounts,
  });
}
