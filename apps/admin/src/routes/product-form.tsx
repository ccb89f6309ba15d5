import {
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import type { StoreCode } from '@shop/domain';
import { DetailSection } from '../components/detail-section.tsx';
import { FieldMessages } from '../components/field-messages.tsx';
import { ProductPhotos } from '../components/product-photos.tsx';
import { TextField } from '../components/form-fields.tsx';
import { money } from '../lib/format.ts';
import { euros, numberReader, on, typedValues, type FormValues } from '../lib/typed-form.ts';
import { StaffApiError, staffApi, staffApiForPage } from '../lib/staff-api.ts';
import type {
  ProductFormChoices,
  StaffProduct,
  StaffProductPhoto,
} from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { FormOutcome } from '../components/form-outcome.tsx';

const languages = ['es', 'fr'] as const;
const editions: readonly StoreCode[] = ['ESSM', 'FRSM'];
const textFields = [
  'name',
  'slug',
  'short_description',
  'description',
  'seo_title',
  'seo_description',
] as const;
const inputClass = 'rounded border border-ink-soft bg-white px-2 py-1';
const buttonClass = 'rounded bg-brand-700 px-4 py-1.5 font-semibold text-white disabled:opacity-60';
const labelled = 'flex flex-col gap-1 text-sm font-medium';

interface ProductFormData {
  product: StaffProduct | null;
  choices: ProductFormChoices;
  /** The product's pictures; a new product gets them once saved. */
  photos: StaffProductPhoto[];
}

export async function productFormLoader({
  request,
  params,
}: LoaderFunctionArgs): Promise<ProductFormData> {
  const { productId } = params;
  const [product, choices, photos] = await Promise.all([
    productId === undefined
      ? null
      : staffApiForPage<StaffProduct>(request, `products/${productId}/`),
    staffApiForPage<ProductFormChoices>(request, 'products/choices/'),
    productId === undefined
      ? []
      : staffApiForPage<StaffProductPhoto[]>(request, `products/${productId}/images/`),
  ]);
  return { product, choices, photos };
}

function valuesOf(product: StaffProduct | null): FormValues {
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

type ProductFormResult =
  | { ok: true }
  | { ok: false; values: FormValues; errors: Record<string, string[]>; form: string[] };

/**
 * The form's text as the api's body: numbers parsed, euros to cents, measures from the filled
 * rows, technical data from its lines. A field that is not a number is named here, before any
 * call; `measureIds` keeps which attribute each sent measure is, to put the api's messages back.
 */
function bodyOf(values: FormValues, choices: ProductFormChoices, creating: boolean) {
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

/** Save: the api decides; its messages show on their fields, with everything as typed. */
export async function productFormAction({
  request,
  params,
}: ActionFunctionArgs): Promise<ProductFormResult | Response> {
  const form = await request.formData();
  const values = typedValues(form);
  const id = params.productId;
  const choices = await staffApi<ProductFormChoices>('products/choices/');
  const { body, wrong, measureIds } = bodyOf(values, choices, id === undefined);
  if (wrong.length > 0)
    return {
      ok: false,
      values,
      errors: Object.fromEntries(
        wrong.map((name) => [name, [name === 'technical_data' ? 'invalidRows' : 'invalidNumber']]),
      ),
      form: [],
    };
  try {
    const saved = await staffApi<StaffProduct>(id === undefined ? 'products/' : `products/${id}/`, {
      method: id === undefined ? 'POST' : 'PUT',
      body,
    });
    if (id === undefined) return redirect(`/products/${saved.id}`);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof StaffApiError) || error.status === 401) throw error;
    const errors: Record<string, string[]> = {};
    // A message about a field the form does not show stays visible at the top.
    const unplaced = [...error.messagesFor('non_field_errors'), error.body.detail ?? ''];
    for (const field of Object.keys(error.body)) {
      if (field === 'detail' || field === 'code' || field === 'non_field_errors') continue;
      const name = formFieldOf(field, measureIds);
      if (shownFields.test(name))
        errors[name] = [...(errors[name] ?? []), ...error.messagesFor(field)];
      else unplaced.push(...error.messagesFor(field));
    }
    return { ok: false, values, errors, form: unplaced.filter(Boolean) };
  }
}

/** Checkboxes of a list of ids (categories, complements) in a scrolling box. */
function IdChoices({
  name,
  legend,
  options,
  checked,
  errors,
}: {
  name: string;
  legend: string;
  options: { id: number; name: string }[];
  checked: string;
  errors: string[];
}) {
  const selected = new Set(checked.split(','));
  return (
    <fieldset className="flex flex-col gap-1 text-sm" aria-describedby={`${name}-messages`}>
      <legend className="font-medium">{legend}</legend>
      <div className="max-h-56 overflow-y-auto rounded border border-ink-soft bg-white p-2">
        {options.map((option) => (
          <label key={option.id} className="flex items-start gap-2 py-0.5">
            <input
              type="checkbox"
              name={name}
              value={option.id}
              defaultChecked={selected.has(String(option.id))}
              className="mt-1"
            />
            {option.name}
          </label>
        ))}
      </div>
      <FieldMessages id={`${name}-messages`} messages={errors} />
    </fieldset>
  );
}

export function ProductFormPage() {
  const { product, choices, photos } = useLoaderData<ProductFormData>();
  const result = useActionData<ProductFormResult>();
  const busy = useNavigation().state === 'submitting';
  const { t, locale } = useStaffLanguage();
  const refused = result && !result.ok ? result : null;
  const values = refused?.values ?? valuesOf(product);
  const errorsOf = (name: string) =>
    (refused?.errors[name] ?? []).map((message) =>
      message === 'invalidNumber' || message === 'invalidRows'
        ? t(`staffApp.products.${message}`)
        : message,
    );
  const title = product
    ? t('staffApp.products.editTitle', { ref: product.ref })
    : t('staffApp.products.newProduct');
  const text = (name: string, label: string, extra: object = {}) => (
    <TextField
      name={name}
      label={label}
      defaultValue={values[name]}
      errors={errorsOf(name)}
      {...extra}
    />
  );
  const select = (name: string, label: string, options: { value: string; label: string }[]) => (
    <div className={labelled}>
      <label htmlFor={name}>{label}</label>
      <select
        id={name}
        name={name}
        defaultValue={values[name]}
        className={inputClass}
        aria-describedby={`${name}-messages`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={`${name}-messages`} messages={errorsOf(name)} />
    </div>
  );
  const checkbox = (name: string, label: string) => (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input type="checkbox" name={name} defaultChecked={values[name] === 'on'} />
      {label}
    </label>
  );
  const area = (name: string, label: string, rows = 3) => (
    <div className={`${labelled} md:col-span-2`}>
      <label htmlFor={name}>{label}</label>
      <textarea
        id={name}
        name={name}
        rows={rows}
        defaultValue={values[name]}
        aria-invalid={errorsOf(name).length > 0 || undefined}
        aria-describedby={`${name}-messages`}
        className={inputClass}
      />
      <FieldMessages id={`${name}-messages`} messages={errorsOf(name)} />
    </div>
  );
  const grid = 'grid grid-cols-1 gap-3 md:grid-cols-2';
  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <title>{`${title} · ${t('staffApp.appName')}`}</title>
      <Link to="/products" className="text-brand-700 underline">
        {t('staffApp.products.back')}
      </Link>
      <h1 className="text-xl font-semibold">{title}</h1>
      {product && (
        <Link to={`/products/${product.id}/configurator`} className="text-brand-700 underline">
          {t('staffApp.variants.link')}
        </Link>
      )}
      <FormOutcome
        saved={result?.ok ? t('staffApp.products.saved') : null}
        refusals={refused?.form}
      />
      {/* Keyed by what it shows, so a refused submission refills every field as typed. */}
      <Form method="post" key={JSON.stringify(values)} className="flex flex-col gap-6">
        <div className={grid}>
          {text('ref', t('staffApp.products.ref'), { required: true, maxLength: 60 })}
          {select(
            'kind',
            t('staffApp.products.kind'),
            choices.kinds.map((kind) => ({
              value: kind,
              label: t(`staffApp.products.kinds.${kind as 'tap'}`),
            })),
          )}
          {select('brand_id', t('staffApp.products.brand'), [
            { value: '', label: t('staffApp.products.noBrand') },
            ...choices.brands.map((brand) => ({ value: String(brand.id), label: brand.name })),
          ])}
          <div className="flex flex-col justify-end gap-2">
            {checkbox('is_active', t('staffApp.products.isActive'))}
          </div>
          {text('delivery_days_min', t('staffApp.products.deliveryMin'), { inputMode: 'numeric' })}
          {text('delivery_days_max', t('staffApp.products.deliveryMax'), { inputMode: 'numeric' })}
        </div>
        {languages.map((language) => (
          <DetailSection
            key={language}
            id={`texts-${language}`}
            title={t('staffApp.products.texts', { language: language.toUpperCase() })}
          >
            <div className={grid} lang={language}>
              {text(`translations.${language}.name`, t('staffApp.products.name'), {
                maxLength: 200,
              })}
              {text(`translations.${language}.slug`, t('staffApp.products.slug'), {
                maxLength: 200,
              })}
              {area(
                `translations.${language}.short_description`,
                t('staffApp.products.shortDescription'),
                2,
              )}
              {area(`translations.${language}.description`, t('staffApp.products.description'), 5)}
              {text(`translations.${language}.seo_title`, t('staffApp.products.seoTitle'), {
                maxLength: 200,
              })}
              {text(
                `translations.${language}.seo_description`,
                t('staffApp.products.seoDescription'),
                {
                  maxLength: 400,
                },
              )}
            </div>
          </DetailSection>
        ))}
        <DetailSection id="placing" title={t('staffApp.products.placing')}>
          <div className={grid}>
            <IdChoices
              name="category_ids"
              legend={t('staffApp.products.categories')}
              options={choices.categories}
              checked={values.category_ids ?? ''}
              errors={errorsOf('category_ids')}
            />
            <IdChoices
              name="complement_ids"
              legend={t('staffApp.products.complements')}
              options={choices.complements.map((complement) => ({
                id: complement.id,
                name: `${complement.name} (${complement.ref})`,
              }))}
              checked={values.complement_ids ?? ''}
              errors={errorsOf('complement_ids')}
            />
          </div>
        </DetailSection>
        <DetailSection id="measures" title={t('staffApp.products.measures')}>
          <div className={grid}>
            <div className="md:col-span-2">
              {checkbox('made_to_measure', t('staffApp.products.madeToMeasure'))}
              <FieldMessages id="measures-messages" messages={errorsOf('measures')} />
            </div>
            {choices.measures.flatMap((measure) => [
              <div key={`${measure.id}-min`}>
                {text(
                  `measure.${measure.id}.min`,
                  t('staffApp.products.measureMin', { measure: measure.name }),
                  { inputMode: 'numeric' },
                )}
              </div>,
              <div key={`${measure.id}-max`}>
                {text(
                  `measure.${measure.id}.max`,
                  t('staffApp.products.measureMax', { measure: measure.name }),
                  { inputMode: 'numeric' },
                )}
              </div>,
            ])}
            {text('measure_total_max_cm', t('staffApp.products.measureTotal'), {
              inputMode: 'numeric',
            })}
          </div>
        </DetailSection>
        <DetailSection id="technical" title={t('staffApp.products.technical')}>
          {area('technical_data', t('staffApp.products.technicalData'), 5)}
        </DetailSection>
        <DetailSection id="publishing" title={t('staffApp.products.publishing')}>
          <div className="flex flex-wrap gap-6">
            {editions.map((store) => (
              <div key={store}>
                {checkbox(
                  `published.${store}`,
                  t('staffApp.products.publishIn', { edition: t(`staffApp.stores.${store}`) }),
                )}
                <FieldMessages
                  id={`published.${store}-messages`}
                  messages={errorsOf(`published.${store}`)}
                />
              </div>
            ))}
          </div>
        </DetailSection>
        <DetailSection id="prices" title={t('staffApp.products.prices')}>
          {product ? (
            <div className="flex flex-col gap-1 text-sm">
              {editions.map((store) => {
                const prices = product.prices[store];
                const edition = t(`staffApp.stores.${store}`);
                return (
                  prices && (
                    <p key={store}>
                      {t('staffApp.products.clientPrice', { edition })}:{' '}
                      {money(prices.client, locale)} ·{' '}
                      {t('staffApp.products.proPrice', { edition })}:{' '}
                      {money(prices.professional, locale)}
                    </p>
                  )
                );
              })}
              <p className="text-ink-soft">{t('staffApp.products.pricesLater')}</p>
            </div>
          ) : (
            <div className={grid}>
              {editions.flatMap((store) => {
                const edition = t(`staffApp.stores.${store}`);
                return [
                  <div key={`${store}-client`}>
                    {text(
                      `prices.${store}.client`,
                      t('staffApp.products.clientPrice', { edition }),
                      {
                        inputMode: 'decimal',
                      },
                    )}
                  </div>,
                  <div key={`${store}-pro`}>
                    {text(
                      `prices.${store}.professional`,
                      t('staffApp.products.proPrice', { edition }),
                      { inputMode: 'decimal' },
                    )}
                  </div>,
                ];
              })}
            </div>
          )}
        </DetailSection>
        <div>
          <button type="submit" disabled={busy} className={buttonClass}>
            {t('staffApp.products.save')}
          </button>
        </div>
      </Form>
      {product && <ProductPhotos key={product.id} productId={product.id} initial={photos} />}
    </div>
  );
}
