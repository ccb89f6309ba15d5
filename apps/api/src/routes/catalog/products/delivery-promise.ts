import {
  deliveryDaysOf,
  deliveryWindow,
  formatDeliveryWindow,
  isoDateOf,
  type DeliveryDays,
} from '@shop/domain';
import { translate } from '@shop/i18n';
import type { DeliveryPromise, ProductQuery } from '../../../contracts/product.ts';

/**
 * The days a product promises and the window they give for an order placed now (Madrid
 * calendar, business days of the edition), worded in the request's language.
 */
export function deliveryPromise(
  { store, language }: ProductQuery,
  product: { madeToMeasure: boolean; deliveryDays: DeliveryDays },
  now: Date = new Date(),
): { days: DeliveryDays | null; window: DeliveryPromise | null } {
  // The schema has no quick-shipping flag: a stocked product promises its own delivery_days.
  const days = deliveryDaysOf({ ...product, quickShipping: false });
  if (!days) return { days: null, window: null };
  const window = deliveryWindow(store, now, days);
  return {
    days,
    window: {
      from: isoDateOf(window.earliest),
      to: isoDateOf(window.latest),
      text: translate(language, 'domain.delivery.range', formatDeliveryWindow(window, language)),
    },
  };
}
