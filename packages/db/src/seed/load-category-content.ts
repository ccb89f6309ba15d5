import type { Database } from '../client.ts';
import {
  brandBanners,
  brandStoreCategories,
  categoryFilterOptions,
  categoryFilters,
  categoryHighlightLinks,
  storeCategoryBanners,
} from '../schema/index.ts';
import { attributeDefinitions } from './catalogue/attributes.ts';
import { brandDefinitions } from './catalogue/brands.ts';
import { storeCodes, storeLanguages } from './catalogue/stores.ts';
import type { ProductDefinition } from './catalogue/types.ts';
import {
  categoryFilterDefinitions,
  categoryHighlightLinkDefinitions,
  type FilterDefinition,
} from './content/category-filters.ts';
import { bannerDefinitions } from './content/home.ts';
import { bannerCardId } from './load-artwork.ts';
import type { ReferenceIds } from './load-reference-data.ts';
import { lookup } from './lookup.ts';

const editions = storeCodes.map((storeCode) => ({
  storeCode,
  language: storeLanguages[storeCode],
}));

function filterOptions(filter: FilterDefinition, ids: ReferenceIds) {
  if (filter.range) {
    const [min, max] = filter.range;
    return [
      {
        attributeOptionId: null,
        name: filter.name,
        slug: filter.slug,
        valueRangeMin: min,
        valueRangeMax: max,
      },
    ];
  }
  if (filter.links) {
    return filter.links.map((link) => ({
      attributeOptionId: null,
      name: link.name,
      slug: ids.categorySlugs.get(link.category)?.es ?? link.category,
      url: `/${ids.categorySlugs.get(link.category)?.es ?? ''}`,
    }));
  }
  if (filter.filterType === 'toggle')
    return [{ attributeOptionId: null, name: filter.name, slug: 'true' }];
  const attribute = attributeDefinitions.find((definition) => definition.slug === filter.attribute);
  return (attribute?.options ?? [])
    .filter((option) => !filter.options || filter.options.includes(option.slug))
    .map((option) => ({
      attributeOptionId: ids.options.get(`${attribute?.slug}/${option.slug}`) ?? null,
      name: option.name,
      slug: option.slug,
      color: option.color,
    }));
}

export async function loadCategoryContent(
  db: Database,
  ids: ReferenceIds,
  products: readonly ProductDefinition[],
): Promise<void> {
  const filters = Object.entries(categoryFilterDefinitions).flatMap(([key, definitions]) =>
    definitions.map((filter, position) => ({ key, filter, position })),
  );
  const filterRows = await db
    .insert(categoryFilters)
    .values(
      filters.map(({ key, filter, position }) => ({
        categoryId: lookup(ids.categories, key),
        attributeId: filter.attribute ? ids.attributes.get(filter.attribute) : null,
        name: filter.name,
        slug: filter.slug,
        filterType: filter.filterType,
        position,
      })),
    )
    .returning({ id: categoryFilters.id });
  await db.insert(categoryFilterOptions).values(
    filters.flatMap(({ filter }, index) =>
      filterOptions(filter, ids).map((option, position) => ({
        ...option,
        categoryFilterId: filterRows[index]?.id ?? 0,
        position,
      })),
    ),
  );

  await db.insert(categoryHighlightLinks).values(
    editions.flatMap((edition) =>
      Object.entries(categoryHighlightLinkDefinitions).flatMap(([key, links]) =>
        links.map((link, position) => ({
          ...edition,
          categoryId: lookup(ids.categories, key),
          name: link.name[edition.language],
          url: `/${ids.categorySlugs.get(key)?.[edition.language] ?? ''}?${link.query}`,
          position,
        })),
      ),
    ),
  );
  const offers = bannerDefinitions[1];
  if (offers) {
    await db.insert(storeCategoryBanners).values(
      editions.flatMap((edition) =>
        ['shower-screens', 'shower-trays', 'bath-screens'].map((key, position) => ({
          ...edition,
          categoryId: lookup(ids.categories, key),
          title: offers.title[edition.language],
          text: offers.subtitle[edition.language],
          url: offers.url[edition.language],
          imagePublicId: bannerCardId(2),
          position,
        })),
      ),
    );
  }
  await loadBrandContent(db, ids, products);
}

async function loadBrandContent(
  db: Database,
  ids: ReferenceIds,
  products: readonly ProductDefinition[],
): Promise<void> {
  await db.insert(brandBanners).values(
    editions.flatMap((edition) =>
      brandDefinitions.map((brand) => ({
        ...edition,
        brandId: lookup(ids.brands, brand.slug),
        title: brand.name,
        text: brand.description[edition.language],
        url: `/marcas/${brand.slug}`,
        imagePublicId: `brands/${brand.slug}/banner`,
      })),
    ),
  );
  const pairs = new Set(
    products.map((product) => `${product.brand}|${product.categories[0] ?? ''}`),
  );
  await db.insert(brandStoreCategories).values(
    editions.flatMap((edition) =>
      [...pairs].map((pair, position) => {
        const [brand = '', category = ''] = pair.split('|');
        return {
          storeCode: edition.storeCode,
          brandId: lookup(ids.brands, brand),
          categoryId: lookup(ids.categories, category),
          position,
        };
      }),
    ),
  );
}
