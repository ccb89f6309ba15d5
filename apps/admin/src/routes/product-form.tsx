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
import { DetailSection } from '../components/detail-section.tsx';
import { FieldMessages } from '../components/field-messages.tsx';
import { ProductPhotos } from '../components/product-photos.tsx';
import { TextField } from '../components/form-fields.tsx';
import { money } from '../lib/format.ts';
import { typedValues, type FormValues } from '../lib/typed-form.ts';
import {
  bodyOf,
  editions,
  languages,
  placedMessages,
  valuesOf,
} from '../lib/product-form-values.ts';
import { IdChoices } from '../components/id-choices.tsx';
import { StaffApiError, staffApi, staffApiForPage } from '../lib/staff-api.ts';
import type {
  ProductFormChoices,
  StaffProduct,
  StaffProductPhoto,
} from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { FormOutcome } from '../components/form-outcome.tsx';

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

type ProductFormResult =
  | { ok: true }
  | { ok: false; values: FormValues; errors: Record<string, string[]>; form: string[] };

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
    return { ok: false, values, ...placedMessages(error, measureIds) };
  }
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
