import type { PriceRuleError } from '@shop/domain';
import type { MessageKey } from '@shop/i18n';

/** The staff app's words for each price rule the domain reports. */
export const priceRuleMessages: Record<PriceRuleError, MessageKey> = {
  'price.not_positive': 'pricesApi.notPositive',
  'price.old_not_above': 'pricesApi.oldNotAbove',
  'price.professional_above_client': 'pricesApi.professionalAboveClient',
};
