import { formatMoney } from '@shop/domain';
import { openTestDatabase } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { merchantDetailsFromEnv } from './merchant-details.ts';
import { readOrderDocument } from './order-document.ts';
import { insertOrder } from './order-fixture.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
const merchant = merchantDetailsFromEnv(
  parseEnv({
    BANK_TRANSFER_IBAN: 'ES91 2100 0418 4502 0005 1332',
    BANK_TRANSFER_BIC: 'CAIXESBBXXX',
  }),
);
beforeAll(async () => {
  database = await openTestDatabase({ seed: true });
});
afterAll(() => database.close());

describe('readOrderDocument', () => {
  it('gives the lines with their configuration, installation and the amounts', async () => {
    const order = await insertOrder(database.db, {
      rows: [
        {
          totalPvp: 60000,
          quantity: 1,
          installation: { reservationAmount: 2420, installerPayment: 12580 },
        },
        { productRef: 'AQN-KALA-CM', totalPvp: 46900, quantity: 2 },
      ],
      shippingCost: 1815,
      coupon: { code: 'NEWS5', discount: 500 },
    });
    const document = await readOrderDocument(database.db, order.id, merchant);
    expect(document).not.toBeNull();
    if (!document) return;
    expect(document).toMatchObject({
      orderNumber: order.number,
      language: 'es',
      store: { code: 'ESSM', name: 'Mamparas Shop', domain: 'localhost' },
      status: 400,
      paymentMethod: 'card',
      itemsTotal: 106900,
      shippingCost: 1815,
      coupon: { code: 'NEWS5', discount: 500 },
      total: 108215,
      transfer: null,
      orderStatusUrl: `http://localhost:3000/estado-pedido?order_number=${order.number}`,
    });
    // 108215 / 1.21 = 89433.88: the base rounds, the tax takes the rest.
    expect(document.subtotal).toBe(89434);
    expect(document.vat).toBe(108215 - 89434);
    const [first, second] = document.lines;
    expect(first).toMatchObject({
      kind: 'product',
      quantity: 1,
      amount: 60000,
      madeToMeasure: true,
    });
    expect(first?.name).toMatch(/Kala/);
    expect(first?.configuration.length).toBeGreaterThanOrEqual(2);
    expect(first?.configuration).toContainEqual(expect.objectContaining({ value: '95 cm' }));
    expect(first?.installation).toEqual({
      city: 'Madrid',
      distance: 520,
      disassembly: true,
      preMeasurement: false,
      reservationAmount: 2420,
      installerPayment: 12580,
    });
    expect(second).toMatchObject({ quantity: 2, amount: 46900, installation: null });
    // Made to measure: 2 to 3 weeks from Monday 12 January 2026.
    expect(document.deliveryPromise).toBe('Entrega entre el 26 de enero y el 02 de febrero');
  });

  it('words the data in French for FRSM and gives a transfer its bank details and deadline', async () => {
    const placedAt = new Date('2026-03-02T09:30:00Z');
    const order = await insertOrder(database.db, {
      store: 'FRSM',
      status: 300,
      paymentMethod: 'transfer',
      placedAt,
    });
    const document = await readOrderDocument(database.db, order.id, merchant);
    expect(document?.language).toBe('fr');
    expect(document?.lines[0]?.name).toMatch(/Kala/);
    expect(document?.deliveryPromise).toMatch(/^Livraison entre le /);
    expect(document?.orderStatusUrl).toMatch(/^http:\/\/fr\.localhost:3000\/estado-pedido\?/);
    expect(document?.transfer).toEqual({
      holder: merchant.seller.legalName,
      iban: 'ES91 2100 0418 4502 0005 1332',
      bic: 'CAIXESBBXXX',
      concept: order.number,
      amount: order.total,
      deadline: new Date('2026-03-03T09:30:00Z'),
    });
    expect(formatMoney(document?.total ?? 0, 'fr')).toMatch(/469,00/);
  });

  it('is null for an order that does not exist', async () => {
    expect(await readOrderDocument(database.db, 987_654, merchant)).toBeNull();
  });
});
