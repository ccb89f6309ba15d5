import type { CustomerType } from '../schema/index.ts';

export const customerTypes: readonly CustomerType[] = ['C', 'P'];

/**
 * The demo's price list: France sells about 4 % above Spain (ending in ,90) and professionals
 * pay the product's discount less. Amounts in cents.
 */
export function storePrice(
  storeCode: string,
  customerType: CustomerType,
  clientPvp: number,
  professionalDiscount: number,
): number {
  const storePvp =
    storeCode === 'FRSM' ? Math.round((clientPvp * 1.04) / 100) * 100 - 10 : clientPvp;
  return customerType === 'P' ? Math.round(storePvp * (1 - professionalDiscount)) : storePvp;
}
