import { requireCents, type Cents } from '../money.ts';

/** Private buyers (code C) and construction professionals (code P) see different prices. */
export type CustomerType = 'client' | 'professional';

export interface CustomerPrices {
  client: Cents;
  professional: Cents;
}

export function priceFor(prices: CustomerPrices, customerType: CustomerType): Cents {
  return requireCents(prices[customerType], `${customerType} price`);
}

/** The api and the listings carry the customer type as its code (`user_type` C or P). */
export function customerTypeOfCode(code: 'C' | 'P'): CustomerType {
  return code === 'P' ? 'professional' : 'client';
}

export function customerTypeCode(customerType: CustomerType): 'C' | 'P' {
  return customerType === 'client' ? 'C' : 'P';
}
