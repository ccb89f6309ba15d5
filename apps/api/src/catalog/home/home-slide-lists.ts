import { storeHomeBanners, storeHomeSliders } from '@shop/db';
import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { Language, StoreCode } from '../../contracts/common.ts';
import type { HomeSlideKind } from '../../contracts/staff-site.ts';
import type { Db } from '../../database.ts';
import { onShowNow } from './on-show-now.ts';

/**
 * The home's sliders and banners as shoppers see them: the storefront's lists and the staff's
 * preview (which adds the one slide being previewed) share these columns and this order.
 */

export const sliderItem = {
  id: storeHomeSliders.id,
  title: storeHomeSliders.title,
  subtitle: storeHomeSliders.subtitle,
  cta_label: storeHomeSliders.ctaLabel,
  url: storeHomeSliders.url,
  image_public_id: storeHomeSliders.imagePublicId,
  position: storeHomeSliders.position,
};

export const bannerItem = {
  id: storeHomeBanners.id,
  title: storeHomeBanners.title,
  text: storeHomeBanners.text,
  url: storeHomeBanners.url,
  image_public_id: storeHomeBanners.imagePublicId,
  position: storeHomeBanners.position,
};

export interface HomeEdition {
  store: StoreCode;
  language: Language;
}

/** The edition's slides on show now, plus the one `alsoId` names when given. */
export function shownSlidesOf(
  table: typeof storeHomeSliders | typeof storeHomeBanners,
  { store, language }: HomeEdition,
  alsoId?: number,
): { where: SQL | undefined; order: SQL[] } {
  const shown = onShowNow(table);
  return {
    where: and(
      eq(table.storeCode, store),
      eq(table.language, language),
      alsoId === undefined ? shown : or(shown, eq(table.id, alsoId)),
    ),
    order: [asc(table.position), asc(table.id)],
  };
}

/** Both lists of the home for a preview: the previewed slide among those on show. */
export async function previewHomeSlides(
  db: Db,
  edition: HomeEdition,
  previewed: { kind: HomeSlideKind; id: number },
) {
  const alsoOf = (kind: HomeSlideKind) => (previewed.kind === kind ? previewed.id : undefined);
  const sliders = shownSlidesOf(storeHomeSliders, edition, alsoOf('sliders'));
  const banners = shownSlidesOf(storeHomeBanners, edition, alsoOf('banners'));
  return {
    sliders: await db
      .select(sliderItem)
      .from(storeHomeSliders)
      .where(sliders.where)
      .orderBy(...sliders.order),
    banners: await db
      .select(bannerItem)
      .from(storeHomeBanners)
      .where(banners.where)
      .orderBy(...banners.order),
  };
}
