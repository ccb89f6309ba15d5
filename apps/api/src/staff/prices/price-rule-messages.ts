import {
  priceSetErrors,
  type PriceRuleError,
  type PriceSet,
  type PriceSetField,
} from '@shop/domain';
import type { MessageKey } from '@shop/i18n';

/** The staff app's words for each price rule the domain reports. */
const priceRuleMessages: Record<PriceRuleError, MessageKey> = {
  'price.not_positive': 'pricesApi.notPositive',
  'price.old_not_above': 'pricesApi.oldNotAbove',
  'price.professional_above_client': 'pricesApi.professionalAboveClient',
};

/** The price rules a set breaks, each as the field to correct and the words that say why. */
export function priceRuleIssues(prices: PriceSet): [PriceSetField, MessageKey][] {
  // priceSetErrors only ever keys its answer by a PriceSetField with a PriceRuleError.
  const errors = Object.entries(priceSetErrors(prices)) as [PriceSetField, PriceRuleError][];
  return errors.map(([field, error]) => [field, priceRuleMessages[error]]);
}
