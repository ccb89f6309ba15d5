import { describe, expect, it } from 'vitest';
import { installerSettlement } from './installer-settlement.ts';

describe('what the installer is owed', () => {
  it('is what the shop took online; the rest is collected on site', () => {
    expect(
      installerSettlement({
        reservationAmount: 2420 + 6050,
        installerPayment: 7260,
        onRequest: false,
      }),
    ).toEqual({ owedByShop: 8470, collectedOnSite: 7260, job: 15730 });
  });

  it('leaves the on-site part unknown when the city quotes on request', () => {
    expect(
      installerSettlement({
        reservationAmount: 2420,
        installerPayment: 0,
        onRequest: true,
      }),
    ).toEqual({ owedByShop: 2420, collectedOnSite: null, job: null });
  });
});
