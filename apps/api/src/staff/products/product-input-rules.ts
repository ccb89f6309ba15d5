import {
  attributes,
  brands,
  categories,
  complements,
  products,
  productTranslations,
  slugify,
  type Language,
} from '@shop/db';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ProductInput, ProductTexts } from '../../contracts/staff-products.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { unknownIds } from './staff-product-read.ts';

const languages: readonly Language[] = ['es', 'fr'];
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The texts to store per language: none without a name, the slug made from it when empty. */
export function storedTexts(input: ProductInput): Map<Language, ProductTexts> {
  const stored = new Map<Language, ProductTexts>();
  for (const language of languages) {
    const texts = input.translations[language];
    if (texts.name !== '')
      stored.set(language, { ...texts, slug: texts.slug || slugify(texts.name).slice(0, 200) });
  }
  return stored;
}

/** Field by field, the first rule the form breaks, named on the field that shows it. */
function checkFields(input: ProductInput): void {
  if (input.delivery_days_min > input.delivery_days_max)
    throw ApiError.badRequest('delivery_days_max', 'productsApi.daysOrder');
  const publishing = input.published.ESSM || input.published.FRSM;
  for (const language of languages) {
    const { name, ...rest } = input.translations[language];
    const field = `translations.${language}`;
    if (name === '' && publishing)
      throw ApiError.badRequest(`${field}.name`, 'productsApi.nameToPublish');
    if (name === '' && Object.values(rest).some((text) => text !== ''))
      throw ApiError.badRequest(`${field}.name`, 'productsApi.nameForTexts');
    if (rest.slug !== '' && !slugPattern.test(rest.slug))
      throw ApiError.badRequest(`${field}.slug`, 'productsApi.slugFormat');
  }
  if (!input.made_to_measure) {
    if (input.measures.length > 0)
      throw ApiError.badRequest('measures', 'productsApi.notMadeToMeasure');
    if (input.measure_total_max_cm !== null)
      throw ApiError.badRequest('measure_total_max_cm', 'productsApi.notMadeToMeasure');
    return;
  }
  if (input.measures.length === 0)
    throw ApiError.badRequest('measures', 'productsApi.measuresRequired');
  const seen = new Set<number>();
  input.measures.forEach((measure, index) => {
    if (seen.has(measure.attribute_id))
      throw ApiError.badRequest(`measures.${index}.attribute_id`, 'productsApi.measureTwice');
    seen.add(measure.attribute_id);
    if (measure.range_min_cm > measure.range_max_cm)
      throw ApiError.badRequest(`measures.${index}.range_max_cm`, 'productsApi.rangeOrder');
  });
  const smallest = input.measures.reduce((sum, measure) => sum + measure.range_min_cm, 0);
  if (input.measure_total_max_cm !== null && input.measure_total_max_cm < smallest)
    throw ApiError.badRequest('measure_total_max_cm', 'productsApi.totalBelowMinimums', {
      minimum: smallest,
    });
}

async function checkIds(db: Db, input: ProductInput, productId: number | null): Promise<void> {
  const [sameRef] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.ref, input.ref), productId === null ? undefined : ne(products.id, productId)),
    );
  if (sameRef) throw ApiError.badRequest('ref', 'productsApi.refTaken');
  const lists = [
    ['brand_id', brands, input.brand_id === null ? [] : [input.brand_id]],
    ['category_ids', categories, input.category_ids],
    ['complement_ids', complements, input.complement_ids],
  ] as const;
  for (const [field, table, wanted] of lists) {
    const [unknown] = await unknownIds(db, table, wanted);
    if (unknown !== undefined)
      throw ApiError.badRequest(field, 'productsApi.unknownId', { id: unknown });
  }
  const attributeIds = input.measures.map((measure) => measure.attribute_id);
  if (attributeIds.length === 0) return;
  const measures = new Set(
    (
      await db
        .select({ id: attributes.id })
        .from(attributes)
        .where(and(inArray(attributes.id, attributeIds), eq(attributes.fieldType, 'measure')))
    ).map((row) => row.id),
  );
  const wrong = attributeIds.findIndex((id) => !measures.has(id));
  if (wrong >= 0)
    throw ApiError.badRequest(`measures.${wrong}.attribute_id`, 'productsApi.notAMeasure');
}

/** A slug another product answers to in that language (its live one; old ones give way). */
async function checkSlugsFree(
  db: Db,
  texts: Map<Language, ProductTexts>,
  productId: number | null,
) {
  for (const [language, { slug }] of texts) {
    const [taken] = await db
      .select({ id: productTranslations.productId })
      .from(productTranslations)
      .where(
        and(
          eq(productTranslations.language, language),
          eq(productTranslations.slug, slug),
          productId === null ? undefined : ne(productTranslations.productId, productId),
        ),
      );
    if (taken) throw ApiError.badRequest(`translations.${language}.slug`, 'productsApi.slugTaken');
  }
}

/** Every rule of the product form; nothing is written when one fails. */
export async function checkProductInput(
  db: Db,
  input: ProductInput,
  productId: number | null,
): Promise<Map<Language, ProductTexts>> {
  checkFields(input);
  await checkIds(db, input, productId);
  const texts = storedTexts(input);
  await checkSlugsFree(db, texts, productId);
  return texts;
}
