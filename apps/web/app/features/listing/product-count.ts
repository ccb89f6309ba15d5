import type { Translate } from '@shop/i18n';

export function productCountText(t: Translate, count: number): string {
  return count === 1 ? t('listing.productCount.one') : t('listing.productCount.other', { count });
}
