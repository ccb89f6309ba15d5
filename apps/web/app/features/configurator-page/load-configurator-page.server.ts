import type { ProductConfiguratorData, WeblistByCategory } from '@shop/api/contracts';
import { domainErrorMessageKey, type Configuration } from '@shop/domain';
import { createTranslator, type MessageKey, type MessageParams } from '@shop/i18n';
import { customerType } from '../../lib/customer-type.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { plainConfigurationParams } from '../configurator/plain-configuration.ts';
import { priceRequest } from '../configurator/price-request.ts';
import { createListingApi } from '../listing/listing-api.server.ts';
import { createProductApi } from '../product-page/product-api.server.ts';
import {
  readScreenChoices,
  screenShapes,
  type MeasureEntry,
  type ScreenShape,
} from './screen-choices.ts';
import {
  fitScreens,
  measureFields,
  openingAttribute,
  overallRanges,
  screenCandidates,
  someAccepts,
  type MeasureField,
  type ScreenRanges,
} from './screen-match.ts';

/** The best-selling made-to-measure models of a shape that the page checks and prices. */
const modelsPerShape = 12;

export type PageMessage = { key: MessageKey; params?: MessageParams };

function modelsOf(shape: ScreenShape, listing: WeblistByCategory | null): number {
  if (!listing) return 0;
  if (shape.type === null) return listing.paginator.count;
  const types = listing.filters.find((filter) => filter.slug === 'tipo');
  return types?.options.find((option) => option.slug === shape.type)?.count ?? 0;
}

/** The opening options the shape's models offer, once each, named as the catalogue names them. */
function openingOptions(products: readonly ProductConfiguratorData[]) {
  const options = new Map<string, { slug: string; name: string; side: number | null }>();
  for (const product of products)
    for (const option of openingAttribute(product)?.options ?? [])
      if (!options.has(option.slug))
        options.set(option.slug, {
          slug: option.slug,
          name: option.name,
          side: option.position_sketch,
        });
  return [...options.values()];
}

/** The finishes a price is for: each aesthetic choice the page made for the customer. */
function finishesOf(product: ProductConfiguratorData, configuration: Configuration) {
  return product.attributes
    .filter((attribute) => attribute.aesthetic)
    .flatMap((attribute) =>
      attribute.options
        .filter((option) => configuration.optionIds.includes(option.id))
        .map((option) => `${attribute.name.toLowerCase()} ${option.name.toLowerCase()}`),
    );
}

function measureError(
  entry: MeasureEntry,
  field: MeasureField,
  refused: boolean,
  ranges: ScreenRanges | null,
): PageMessage | null {
  if (entry.error) return { key: domainErrorMessageKey(entry.error) };
  if (!refused || !ranges) return null;
  return {
    key: field === 'width' ? 'configuratorPage.errors.width' : 'configuratorPage.errors.height',
    params: { min: ranges[field].minCm, max: ranges[field].maxCm },
  };
}

/**
 * /configurador: the made-to-measure screens of the chosen shape (catalogue listings), checked
 * against the customer's opening and measures with the domain's configurator rules, each
 * fitting one priced by the api's price_configuration, the product page's own price call.
 */
export async function loadConfiguratorPage(request: Request) {
  const { store, locale, url } = await resolveStorefront(request);
  const scope = { store: store.code, language: locale };
  const t = createTranslator(locale);
  const listingApi = createListingApi(scope, customerType(request));
  const productApi = createProductApi(scope, customerType(request));
  const choices = readScreenChoices(url.searchParams);
  // A category the edition lacks leaves its shapes out instead of failing the page.
  const madeToMeasure = (slug: string, type: string | null) =>
    listingApi
      .products(slug, { 'a-medida': 'true', page_size: modelsPerShape, tipo: type ?? undefined })
      .catch(() => null);
  const [shower, bath] = await Promise.all([
    madeToMeasure(
      t('configuratorPage.categorySlugs.shower'),
      choices.shape?.category === 'shower' ? choices.shape.type : null,
    ),
    madeToMeasure(t('configuratorPage.categorySlugs.bath'), null),
  ]);
  const listingOf = (shape: ScreenShape) => (shape.category === 'bath' ? bath : shower);
  const shapes = screenShapes
    .map((shape) => ({ key: shape.key, models: modelsOf(shape, listingOf(shape)) }))
    .filter((shape) => shape.models > 0);
  const shape = shapes.some((offered) => offered.key === choices.shape?.key) ? choices.shape : null;

  const cards = shape ? (listingOf(shape)?.results ?? []) : [];
  const products = await productApi.configurators(cards.map((card) => card.id));
  const openings = openingOptions(products);
  const openingSlug =
    openings.find((option) => option.slug === choices.openingSlug)?.slug ??
    openings[0]?.slug ??
    null;
  const candidates = screenCandidates(products, openingSlug);
  const ranges = overallRanges(candidates);
  const refused = (field: MeasureField) => {
    const cm = choices[field].cm;
    return cm !== null && !someAccepts(candidates, field, cm);
  };
  const errors = {
    width: measureError(choices.width, 'width', refused('width'), ranges),
    height: measureError(choices.height, 'height', refused('height'), ranges),
  };
  const width = choices.width.cm;
  const height = choices.height.cm;
  const measured =
    shape && width !== null && height !== null && !errors.width && !errors.height
      ? { width, height }
      : null;
  const { fitting, misfits } = measured
    ? fitScreens(candidates, measured)
    : { fitting: [], misfits: [] };

  const cardOf = (productId: number) => cards.find((card) => card.id === productId);
  const priced = await Promise.all(
    fitting.map(async ({ candidate, configuration }) => {
      const card = cardOf(candidate.product.id);
      const price = await productApi
        .priceConfiguration(candidate.product.id, priceRequest(configuration))
        .then((answer) => answer.prices.total)
        .catch(() => null);
      return card && price !== null
        ? [
            {
              card,
              price,
              ranges: candidate.ranges,
              finishes: finishesOf(candidate.product, configuration),
              link: `${card.url}?${plainConfigurationParams(candidate.product, configuration).toString()}`,
            },
          ]
        : [];
    }),
  );
  return {
    shapes,
    shape: shape?.key ?? null,
    openings,
    openingSlug,
    measures: Object.fromEntries(
      measureFields.map((field) => [field, { text: choices[field].text, error: errors[field] }]),
    ) as Record<MeasureField, { text: string; error: PageMessage | null }>,
    ranges,
    measured,
    together: measured !== null && fitting.length === 0,
    results: priced.flat().sort((a, b) => a.price - b.price),
    misfits: misfits.flatMap((candidate) => {
      const card = cardOf(candidate.product.id);
      return card ? [{ card, ranges: candidate.ranges }] : [];
    }),
  };
}
export type ConfiguratorPageData = Awaited<ReturnType<typeof loadConfiguratorPage>>;
