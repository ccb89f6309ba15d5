import type { OrderStatusCode } from './order-status.ts';
import type { PaymentMethodId } from './payment-methods.ts';
import type { SortOption } from './listing.ts';
import type { SubOrderStatusCode } from './sub-order-status.ts';
import type { TaxIdType } from './tax-id/index.ts';

/* Where the es/fr labels of the domain's values live in @shop/i18n's catalogues. */

export function orderStatusMessageKey<Code extends OrderStatusCode>(
  code: Code,
): `domain.orderStatus.${Code}` {
  return `domain.orderStatus.${code}`;
}

export function subOrderStatusMessageKey<Code extends SubOrderStatusCode>(
  code: Code,
): `domain.subOrderStatus.${Code}` {
  return `domain.subOrderStatus.${code}`;
}

export function sortMessageKey<Option extends SortOption>(option: Option): `domain.sort.${Option}` {
  return `domain.sort.${option}`;
}

export function paymentMethodMessageKey<Id extends PaymentMethodId>(
  id: Id,
): `domain.paymentMethod.${Id}` {
  return `domain.paymentMethod.${id}`;
}

export function taxIdTypeMessageKey<Type extends TaxIdType>(
  type: Type,
): `domain.taxIdType.${Type}` {
  return `domain.taxIdType.${type}`;
}
