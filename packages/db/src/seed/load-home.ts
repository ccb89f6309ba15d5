import type { Database } from '../client.ts';
import {
  storeHighlightCategories,
  storeHighlightProducts,
  storeHighlightSuppliers,
  storeHomeBanners,
  storeHomeSeoTexts,
  storeHomeSliders,
} from '../schema/index.ts';
import { brandDefinitions } from './catalogue/brands.ts';
import { storeCodes, storeLanguages } from './catalogue/stores.ts';
import {
  bannerDefinitions,
  highlightCategoryKeys,
  highlightProductRefs,
  homeSeoTexts,
  sliderDefinitions,
} from './content/home.ts';
import type { ReferenceIds } from './load-reference-data.ts';
import type { ProductIds } from './load-products.ts';
import { lookup } from './lookup.ts';

/** Home page content of each store in its language. Slider and banner artwork ids follow their order. */
export async function loadHome(
  db: Database,
  ids: ReferenceIds,
  productIds: ProductIds,
): Promise<void> {
  const editions = storeCodes.map((storeCode) => ({
    storeCode,
    language: storeLanguages[storeCode],
  }));
  await db.insert(storeHighlightCategories).values(
    editions.flatMap((edition) =>
      highlightCategoryKeys.map((key, position) => ({
        ...edition,
        categoryId: lookup(ids.categories, key),
        imagePublicId: `categories/${key}`,
        position,
      })),
    ),
  );
  await db.insert(storeHighlightProducts).values(
    editions.flatMap((edition) =>
      highlightProductRefs.map((ref, position) => ({
        ...edition,
        productId: lookup(productIds.byRef, ref),
        position,
      })),
    ),
  );
  await db.insert(storeHighlightSuppliers).values(
    editions.flatMap((edition) =>
      brandDefinitions.map((brand, position) => ({
        ...edition,
        brandId: lookup(ids.brands, brand.slug),
        position,
      })),
    ),
  );
  await db.insert(storeHomeSliders).values(
    editions.flatMap((edition) =>
      sliderDefinitions.map((slider, index) => ({
        ...edition,
        title: slider.title[edition.language],
        subtitle: slider.subtitle[edition.language],
        ctaLabel: slider.cta[edition.language],
        url: slider.url[edition.language],
        imagePublicId: `sliders/${index + 1}`,
        position: index,
      })),
    ),
  );
  await db.insert(storeHomeBanners).values(
    editions.flatMap((edition) =>
      bannerDefinitions
        .map((banner, index) => ({ banner, index }))
        .filter(({ banner }) => !banner.stores || banner.stores.includes(edition.storeCode))
        .map(({ banner, index }, position) => ({
          ...edition,
          title: banner.title[edition.language],
          text: banner.subtitle[edition.language],
          url: banner.url[edition.language],
          imagePublicId: `banners/${index + 1}`,
          position,
        })),
    ),
  );
  await db.insert(storeHomeSeoTexts).values(
    editions.flatMap((edition) =>
      homeSeoTexts.map((text, position) => ({
        ...edition,
        title: text.title[edition.language],
        content: text.content[edition.language],
        position,
      })),
    ),
  );
}
