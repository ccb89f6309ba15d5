export {
  customerTypeCode,
  customerTypeOfCode,
  priceFor,
  type CustomerPrices,
  type CustomerType,
} from './customer-price.ts';
export { withServiceTax } from './service-tax.ts';
export {
  cartTotals,
  defaultCommissionRates,
  type CartTotals,
  type CartTotalsInput,
  type CommissionRates,
} from './cart-totals.ts';
export { vatIncludedBreakdown, vatPercent, vatRateOf, type VatBreakdown } from './vat.ts';
export {
  changedPrice,
  priceSetErrors,
  type PriceChange,
  type PriceRuleError,
  type PriceSet,
  type PriceSetField,
} from './price-rules.ts';
