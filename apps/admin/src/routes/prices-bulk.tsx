import { parseTypedEuros } from '@shop/domain';
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
import { DataTable } from '../components/data-table.tsx';
import { FieldMessages } from '../components/field-messages.tsx';
import { ChoiceField } from '../components/form-fields.tsx';
import { Pager } from '../components/pager.tsx';
import { PriceFilterFields, priceFilterNames } from '../components/price-filter-fields.tsx';
import { money } from '../lib/format.ts';
import { listPages, listSearch } from '../lib/list-search.ts';
import { StaffApiError, staffApi, staffApiForPage } from '../lib/staff-api.ts';
import type {
  BulkPriceApplied,
  BulkPricePreview,
  PriceFilterOptions,
} from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

const pageSize = 50;
const buttonClass = 'rounded bg-brand-700 px-4 py-1.5 font-semibold text-white disabled:opacity-60';
const inputClass = 'rounded border border-ink-soft bg-white px-2 py-1';
const wide = 'hidden md:table-cell';
const changeNames = ['mode', 'direction', 'value', 'client', 'professional', 'set_old_price'];

/**
 * The bulk change the form describes, as the api's body. The form is a GET one, so a preview
 * is a link that pages and survives a reload; `preview` marks a submitted form (an unticked
 * box is then absent, not defaulted).
 */
function bulkBodyOf(search: URLSearchParams): { body: Record<string, unknown>; wrong: boolean } {
  const filter: Record<string, unknown> = {};
  for (const name of priceFilterNames) {
    const value = search.get(name);
    if (!value) continue;
    if (name === 'made_to_measure') filter[name] = value === 'true';
    else if (name === 'category_id' || name === 'brand_id') filter[name] = Number(value);
    else filter[name] = value;
  }
  const mode = search.get('mode') ?? 'percent';
  const typed = search.get('value') ?? '';
  const value = mode === 'amount' ? parseTypedEuros(typed) : Number(typed.trim().replace(',', '.'));
  return {
    wrong: value === null || !Number.isFinite(value) || typed.trim() === '',
    body: {
      filter,
      mode,
      direction: search.get('direction') ?? 'down',
      value,
      client: search.get('client') === 'on',
      professional: search.get('professional') === 'on',
      set_old_price: search.get('set_old_price') === 'on',
    },
  };
}

interface BulkData {
  search: URLSearchParams;
  options: PriceFilterOptions;
  preview: BulkPricePreview | null;
  errors: Record<string, string[]>;
  /** What the change just applied did; the page then shows the filters again, not a preview. */
  applied: Pick<BulkPriceApplied, 'changed' | 'products'> | null;
}

export async function bulkPricesLoader({ request }: LoaderFunctionArgs): Promise<BulkData> {
  const asked = new URL(request.url).searchParams;
  const search = listSearch(request, [...priceFilterNames, ...changeNames, 'preview', 'page']);
  const options = await staffApiForPage<PriceFilterOptions>(request, 'prices/filter-options/');
  const applied = asked.has('changed')
    ? { changed: Number(asked.get('changed')), products: Number(asked.get('products')) }
    : null;
  if (!search.has('preview')) return { search, options, preview: null, errors: {}, applied };
  const { body, wrong } = bulkBodyOf(search);
  if (wrong)
    return { search, options, preview: null, errors: { value: ['invalidNumber'] }, applied };
  const query = new URLSearchParams({
    page: search.get('page') ?? '1',
    page_size: String(pageSize),
  });
  try {
    const preview = await staffApiForPage<BulkPricePreview>(request, 'prices/bulk/preview/', {
      method: 'POST',
      query,
      body,
    });
    return { search, options, preview, errors: {}, applied };
  } catch (error) {
    if (!(error instanceof StaffApiError) || error.status !== 400) throw error;
    const errors: Record<string, string[]> = {};
    for (const name of ['value', 'client', 'set_old_price', 'non_field_errors'])
      errors[name] = error.messagesFor(name);
    return { search, options, preview: null, errors, applied };
  }
}

interface ApplyRefused {
  messages: string[];
}

/**
 * Applies the previewed change; a 409 means the prices moved, and the page previews again. Once
 * applied, the page goes back to the filters without a preview, so the same change cannot be
 * applied twice by a second click.
 */
export async function bulkPricesAction({
  request,
}: ActionFunctionArgs): Promise<ApplyRefused | Response> {
  const form = await request.formData();
  const change = new URLSearchParams(String(form.get('change') ?? ''));
  const { body } = bulkBodyOf(change);
  try {
    const applied = await staffApi<BulkPriceApplied>('prices/bulk/apply/', {
      method: 'POST',
      body: { ...body, token: String(form.get('token') ?? '') },
    });
    change.delete('preview');
    change.delete('page');
    change.set('changed', String(applied.changed));
    change.set('products', String(applied.products));
    return redirect(`/prices/bulk?${change}`);
  } catch (error) {
    if (!(error instanceof StaffApiError) || error.status === 401) throw error;
    if (error.status === 409) return { messages: ['stale'] };
    return {
      messages: [...error.messagesFor('non_field_errors'), error.body.detail ?? ''].filter(Boolean),
    };
  }
}

export function BulkPricesPage() {
  const { search, options, preview, errors, applied } = useLoaderData<BulkData>();
  const refused = useActionData<ApplyRefused>();
  const busy = useNavigation().state !== 'idle';
  const { t, locale } = useStaffLanguage();
  const submitted = search.has('preview');
  const checked = (name: string, byDefault: boolean) =>
    submitted ? search.get(name) === 'on' : byDefault;
  const errorsOf = (name: string) =>
    (errors[name] ?? []).map((message) =>
      message === 'invalidNumber' ? t('staffApp.prices.invalidNumber') : message,
    );
  const pages = listPages('/prices/bulk', search, preview?.count ?? 0, pageSize);
  const change = new URLSearchParams(search);
  change.delete('page');
  const offer = (cents: number | null) => (cents === null ? '—' : money(cents, locale));
  const title = t('staffApp.prices.bulkTitle');
  return (
    <div className="flex flex-col gap-4">
      <title>{`${title} · ${t('staffApp.appName')}`}</title>
      <Link to="/prices" className="text-brand-700 underline">
        {t('staffApp.prices.back')}
      </Link>
      <h1 className="text-xl font-semibold">{title}</h1>
      {applied && (
        <p role="status" className="rounded bg-green-50 p-2 text-green-900">
          {t('staffApp.prices.applied', applied)}
        </p>
      )}
      {refused && (
        <p role="alert" className="rounded bg-danger-50 p-2 text-danger-700">
          {refused.messages.map((m) => (m === 'stale' ? t('staffApp.prices.stale') : m)).join(' ')}
        </p>
      )}
      {errorsOf('non_field_errors').length > 0 && (
        <p role="alert" className="rounded bg-danger-50 p-2 text-danger-700">
          {errorsOf('non_field_errors').join(' ')}
        </p>
      )}
      <Form key={search.toString()} className="flex flex-col gap-4">
        <input type="hidden" name="preview" value="1" />
        <div className="flex flex-wrap items-end gap-3">
          <PriceFilterFields search={search} options={options} />
        </div>
        <fieldset className="flex flex-wrap items-end gap-3 rounded border border-line bg-white p-3">
          <legend className="px-1 font-semibold">{t('staffApp.prices.changeLegend')}</legend>
          <ChoiceField
            name="direction"
            label={t('staffApp.prices.direction')}
            value={search.get('direction') ?? 'down'}
            options={[
              { value: 'down', label: t('staffApp.prices.down') },
              { value: 'up', label: t('staffApp.prices.up') },
            ]}
          />
          <ChoiceField
            name="mode"
            label={t('staffApp.prices.mode')}
            value={search.get('mode') ?? 'percent'}
            options={[
              { value: 'percent', label: t('staffApp.prices.percent') },
              { value: 'amount', label: t('staffApp.prices.amount') },
            ]}
          />
          <div className="flex flex-col gap-1 text-sm font-medium">
            <label htmlFor="bulk-value">{t('staffApp.prices.value')}</label>
            <input
              id="bulk-value"
              name="value"
              inputMode="decimal"
              required
              defaultValue={search.get('value') ?? ''}
              aria-invalid={errorsOf('value').length > 0 || undefined}
              aria-describedby={errorsOf('value').length > 0 ? 'bulk-value-messages' : undefined}
              className={`${inputClass} w-28`}
            />
            <FieldMessages id="bulk-value-messages" messages={errorsOf('value')} />
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('staffApp.prices.which')}</span>
            <label className="flex items-center gap-2">
              <input type="checkbox" name="client" defaultChecked={checked('client', true)} />
              {t('staffApp.prices.client')}
            </label>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                name="professional"
                defaultChecked={checked('professional', true)}
              />
              {t('staffApp.prices.professional')}
            </label>
            <FieldMessages id="bulk-client-messages" messages={errorsOf('client')} />
          </div>
          <div className="flex flex-col gap-1 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                name="set_old_price"
                defaultChecked={checked('set_old_price', false)}
              />
              {t('staffApp.prices.setOldPrice')}
            </label>
            <FieldMessages id="bulk-offer-messages" messages={errorsOf('set_old_price')} />
          </div>
        </fieldset>
        <p className="text-sm text-ink-soft">{t('staffApp.prices.rounding')}</p>
        <div>
          <button type="submit" disabled={busy} className={buttonClass}>
            {t('staffApp.prices.preview')}
          </button>
        </div>
      </Form>
      {preview && (
        <section aria-labelledby="bulk-preview" className="flex flex-col gap-3">
          <h2 id="bulk-preview" className="text-lg font-semibold">
            {t('staffApp.prices.previewSummary', {
              count: preview.count,
              products: preview.products,
            })}
          </h2>
          {preview.results.length > 0 && (
            <DataTable label={t('staffApp.prices.preview')}>
              <thead>
                <tr>
                  <th scope="col">{t('staffApp.prices.product')}</th>
                  <th scope="col">{t('staffApp.prices.what')}</th>
                  <th scope="col">{t('staffApp.prices.oldToNew')}</th>
                  <th scope="col" className={wide}>
                    {t('staffApp.prices.offer')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {preview.results.map((row) => (
                  <tr
                    key={`${row.variant_id ?? row.product_id}-${row.store}-${row.customer_type}`}
                    className="align-top"
                  >
                    <th scope="row" className="font-normal">
                      <Link to={`/prices/${row.product_id}`} className="text-brand-700 underline">
                        {row.variant_ref ?? row.product_ref}
                      </Link>
                      <span className="hidden text-xs text-ink-soft md:block">
                        {row.product_name}
                      </span>
                    </th>
                    <td className="whitespace-nowrap">
                      {row.store} · {t(`staffApp.prices.customerTypes.${row.customer_type}`)}
                    </td>
                    <td className="whitespace-nowrap tabular-nums">
                      {money(row.old_pvp, locale)} → <strong>{money(row.new_pvp, locale)}</strong>
                    </td>
                    <td className={`${wide} whitespace-nowrap tabular-nums`}>
                      {offer(row.old_pvp_old)} → {offer(row.new_pvp_old)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          )}
          <Pager {...pages} />
          {preview.count > 0 && (
            <Form method="post">
              <input type="hidden" name="change" value={change.toString()} />
              <input type="hidden" name="token" value={preview.token} />
              <button type="submit" disabled={busy} className={buttonClass}>
                {t('staffApp.prices.apply', { count: preview.count })}
              </button>
            </Form>
          )}
        </section>
      )}
    </div>
  );
}
