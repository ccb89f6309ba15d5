/** The product form's fields: from a product, and back to the staff api's body. */
import type { StoreCode } from '@shop/domain';
import { euros, numberReader, on, type FormValues } from './typed-form.ts';
import type { ProductFormChoices, StaffProduct } from './staff-api-types.ts';
import type { StaffApiError } from './staff-api.ts';

export const languages = ['es', 'fr'] as const;
export const editions: readonly StoreCode[] = ['ESSM', 'FRSM'];
const textFields = [
  'name',
  'slug',
  'short_description',
  'description',
  'seo_title',
  'seo_description',
] as const;

/** What the form shows first: the product's fields, or a new product's defaults. */
export function valuesOf(product: StaffProduct | null): FormValues {
  const values: FormValues = {
    ref: product?.ref ?? '',
    kind: product?.kind ?? 'shower-screen',
    brand_id: product?.brand_id?.toString() ?? '',
    delivery_days_min: product?.delivery_days_min.toString() ?? '',
    delivery_days_max: product?.delivery_days_max.toString() ?? '',
    is_active: on(product?.is_active ?? true),
    made_to_measure: on(product?.made_to_measure ?? false),
    measure_total_max_cm: product?.measure_total_max_cm?.toString() ?? '',
    category_ids: product?.category_ids.join(',') ?? '',
    complement_ids: product?.complement_ids.join(',') ?? '',
    technical_data: (product?.technical_data ?? [])
      .map((row) => [row.label.es, row.label.fr, row.value.es, row.value.fr].join(' | '))
      .join('\n'),
  };
  for (const language of languages)
    for (const field of textFields)
      values[`translations.${language}.${field}`] = product?.translations[language]?.[field] ?? '';
  for (const measure of product?.measures ?? []) {
    values[`measure.${measure.attribute_id}.min`] = String(measure.range_min_cm);
    values[`measure.${measure.attribute_id}.max`] = String(measure.range_max_cm);
  }
  for (const store of editions) {
    values[`published.${store}`] = on(product?.published[store] ?? false);
    values[`prices.${store}.client`] = euros(product?.prices[store]?.client);
    values[`prices.${store}.professional`] = euros(product?.prices[store]?.professional);
  }
  return values;
}

/**
 * The form's text as the api's body: numbers parsed, euros to cents, measures from the filled
 * rows, technical data from its lines. A field that is not a number is named here, before any
 * call; `measureIds` keeps which attribute each sent measure is, to put the api's messages back.
 */
export function bodyOf(values: FormValues, choices: ProductFormChoices, creating: boolean) {
  const wrong: string[] = [];
  const numberOf = numberReader(values, wrong);
  const ids = (name: string) => (values[name] ?? '').split(',').filter(Boolean).map(Number);
  const measureIds = choices.measures
    .map((measure) => measure.id)
    .filter(
      (id) => `${values[`measure.${id}.min`] ?? ''}${values[`measure.${id}.max`] ?? ''}` !== '',
    );
  const measures = measureIds.map((id) => ({
    attribute_id: id,
    range_min_cm: numberOf(`measure.${id}.min`) ?? 0,
    range_max_cm: numberOf(`measure.${id}.max`) ?? 0,
  }));
  const technicalLines = (values.technical_data ?? '').split('\n').filter((line) => line.trim());
  const technical_data = technicalLines.map((line) => {
    const [labelEs = '', labelFr = '', valueEs = '', valueFr = ''] = line
      .split('|')
      .map((part) => part.trim());
    return { label: { es: labelEs, fr: labelFr }, value: { es: valueEs, fr: valueFr } };
  });
  if (technicalLines.some((line) => line.split('|').length !== 4)) wrong.push('technical_data');
  const translations = Object.fromEntries(
    languages.map((language) => [
      language,
      Object.fromEntries(
        textFields.map((field) => [field, values[`translations.${language}.${field}`] ?? '']),
      ),
    ]),
  );
  const body: Record<string, unknown> = {
    ref: values.ref,
    kind: values.kind,
    brand_id: values.brand_id ? Number(values.brand_id) : null,
    delivery_days_min: numberOf('delivery_days_min'),
    delivery_days_max: numberOf('delivery_days_max'),
    is_active: values.is_active === 'on',
    made_to_measure: values.made_to_measure === 'on',
    measure_total_max_cm: numberOf('measure_total_max_cm'),
    measures,
    translations,
    category_ids: ids('category_ids'),
    complement_ids: ids('complement_ids'),
    technical_data,
    published: Object.fromEntries(
      editions.map((store) => [store, values[`published.${store}`] === 'on']),
    ),
  };
  if (creating)
    body.prices = Object.fromEntries(
      editions.map((store) => {
        const client = numberOf(`prices.${store}.client`, 100);
        const professional = numberOf(`prices.${store}.professional`, 100);
        return [store, client === null || professional === null ? null : { client, professional }];
      }),
    );
  return { body, wrong, measureIds };
}

/** The fields that show their own messages. */
const shownFields =
  /^(ref|kind|brand_id|delivery_days_(min|max)|measures|measure_total_max_cm|measure\.\d+\.(min|max)|translations\.(es|fr)\.\w+|category_ids|complement_ids|technical_data|published\.\w+|prices\.\w+\.\w+)$/;

/** The api names a measure by its place in the list sent; the form by its attribute. */
function formFieldOf(apiField: string, measureIds: number[]): string {
  const measure = /^measures\.(\d+)\.(\w+)$/.exec(apiField);
  if (measure) {
    const id = measureIds[Number(measure[1])];
    return `measure.${id}.${measure[2] === 'range_max_cm' ? 'max' : 'min'}`;
  }
  if (apiField.startsWith('technical_data')) return 'technical_data';
  return apiField.replace(/^(category_ids|complement_ids)\..*$/, '$1');
}

/**
 * The api's refusal as the form shows it: each message on its field, and a message about a
 * field the form does not show at the top (`form`).
 */
export function placedMessages(error: StaffApiError, measureIds: number[]) {
  const errors: Record<string, string[]> = {};
  const unplaced = [...error.messagesFor('non_field_errors'), error.body.detail ?? ''];
  for (const field of Object.keys(error.body)) {
    if (field === 'detail' || field === 'code' || field === 'non_field_errors') continue;
    const name = formFieldOf(field, measureIds);
    if (shownFields.test(name))
      errors[name] = [...(errors[name] ?? []), ...error.messagesFor(field)];
    else unplaced.push(...error.messagesFor(field));
  }
  return { errors, form: unplaced.filter(Boolean) };
}
