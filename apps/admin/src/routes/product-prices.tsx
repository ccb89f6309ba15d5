import { parseTypedEuros } from '@shop/domain';
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { FieldMessages } from '../components/field-messages.tsx';
import { Pager } from '../components/pager.tsx';
import { dateTime, money } from '../lib/format.ts';
import { StaffApiError, staffApi, staffApiForPage } from '../lib/staff-api.ts';
import type { Paged, PriceChangeEntry, PriceRow, ProductPrices } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

const buttonClass = 'rounded bg-brand-700 px-4 py-1.5 font-semibold text-white disabled:opacity-60';
const linkClass = 'text-brand-700 underline';
/** Columns a phone leaves out. */
const wide = 'hidden md:table-cell';

const priceFields = [
  'client_pvp',
  'client_pvp_old',
  'professional_pvp',
  'professional_pvp_old',
] as const;
type PriceField = (typeof priceFields)[number];

/** The form's name of a row's field: `ESSM.own.client_pvp`, `FRSM.12.professional_pvp_old`. */
const inputName = (row: Pick<PriceRow, 'store' | 'variant_id'>, field: string) =>
  `${row.store}.${row.variant_id ?? 'own'}.${field}`;

const historyPageSize = 20;

interface ProductPricesData {
  prices: ProductPrices;
  history: Paged<PriceChangeEntry>;
  historyPage: number;
}

export async function productPricesLoader({
  request,
  params,
}: LoaderFunctionArgs): Promise<ProductPricesData> {
  const historyPage = Number(new URL(request.url).searchParams.get('history_page') ?? 1) || 1;
  const query = new URLSearchParams({
    page: String(historyPage),
    page_size: String(historyPageSize),
  });
  const id = params.productId ?? '';
  const [prices, history] = await Promise.all([
    staffApiForPage<ProductPrices>(request, `products/${id}/prices/`),
    staffApiForPage<Paged<PriceChangeEntry>>(request, `products/${id}/price-changes/`, { query }),
  ]);
  return { prices, history, historyPage };
}

type PricesFormResult =
  { ok: true } | { ok: false; values: Record<string, string>; errors: Record<string, string[]> };

/**
 * The typed euros as the api's rows: a row left wholly empty that had no prices stays unpriced;
 * an amount that is not one is named here, before any call. The api's refusals come back on
 * the inputs they are about, everything typed kept.
 */
export async function productPricesAction({
  request,
  params,
}: ActionFunctionArgs): Promise<PricesFormResult> {
  const form = await request.formData();
  const id = params.productId ?? '';
  const { rows } = await staffApi<ProductPrices>(`products/${id}/prices/`);
  const values: Record<string, string> = {};
  const errors: Record<string, string[]> = {};
  const sent: { names: Record<PriceField, string>; body: Record<string, unknown> }[] = [];
  for (const row of rows) {
    const names = Object.fromEntries(
      priceFields.map((field) => [field, inputName(row, field)]),
    ) as Record<PriceField, string>;
    const typed = priceFields.map((field) => String(form.get(names[field]) ?? '').trim());
    priceFields.forEach((field, index) => (values[names[field]] = typed[index] ?? ''));
    if (typed.every((text) => text === '') && row.client_pvp === null) continue;
    const body: Record<string, unknown> = {
      variant_id: row.variant_id,
      store: row.store,
      currency: row.currency,
    };
    priceFields.forEach((field, index) => {
      const text = typed[index] ?? '';
      const cents = parseTypedEuros(text);
      if (text !== '' && cents === null) errors[names[field]] = ['invalidNumber'];
      body[field] = text === '' ? (field.endsWith('_old') ? null : 0) : cents;
    });
    sent.push({ names, body });
  }
  if (Object.keys(errors).length > 0) return { ok: false, values, errors };
  try {
    await staffApi(`products/${id}/prices/`, {
      method: 'PUT',
      body: { rows: sent.map((row) => row.body) },
    });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof StaffApiError) || error.status === 401) throw error;
    sent.forEach(({ names }, index) => {
      for (const field of priceFields)
        errors[names[field]] = error.messagesFor(`rows.${index}.${field}`);
    });
    errors.form = [
      ...error.messagesFor('non_field_errors'),
      ...sent.flatMap((_, index) =>
        ['currency', 'variant_id'].flatMap((field) => error.messagesFor(`rows.${index}.${field}`)),
      ),
      error.body.detail ?? '',
    ].filter(Boolean);
    return { ok: false, values, errors };
  }
}

export function ProductPricesPage() {
  const { prices, history, historyPage } = useLoaderData<ProductPricesData>();
  const result = useActionData<PricesFormResult>();
  const busy = useNavigation().state === 'submitting';
  const { t, locale } = useStaffLanguage();
  const refused = result && !result.ok ? result : null;
  // Both languages of the staff app write a decimal comma; parseTypedEuros reads either.
  const euros = (cents: number | null) =>
    cents === null ? '' : (cents / 100).toFixed(2).replace('.', ',');
  const valueOf = (row: PriceRow, field: PriceField) =>
    refused?.values[inputName(row, field)] ?? euros(row[field]);
  const errorsOf = (name: string) =>
    (refused?.errors[name] ?? []).map((message) =>
      message === 'invalidNumber' ? t('staffApp.prices.invalidNumber') : message,
    );
  const labels: Record<PriceField, string> = {
    client_pvp: t('staffApp.prices.clientPrice'),
    client_pvp_old: t('staffApp.prices.clientOld'),
    professional_pvp: t('staffApp.prices.professionalPrice'),
    professional_pvp_old: t('staffApp.prices.professionalOld'),
  };
  const title = t('staffApp.prices.productTitle', { ref: prices.product.ref });
  const stores = [...new Set(prices.rows.map((row) => row.store))];
  const shown = (cents: number | null) =>
    cents === null ? t('staffApp.prices.none') : money(cents, locale);
  const historyPages = Math.max(1, Math.ceil(history.count / historyPageSize));
  return (
    <div className="flex flex-col gap-5">
      <title>{`${title} · ${t('staffApp.appName')}`}</title>
      <Link to="/prices" className={linkClass}>
        {t('staffApp.prices.back')}
      </Link>
      <div>
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="text-ink-soft">{prices.product.name}</p>
      </div>
      {result?.ok && (
        <p role="status" className="rounded bg-green-50 p-2 text-green-900">
          {t('staffApp.prices.saved')}
        </p>
      )}
      {refused && (refused.errors.form ?? []).length > 0 && (
        <p role="alert" className="rounded bg-danger-50 p-2 text-danger-700">
          {refused.errors.form?.join(' ')}
        </p>
      )}
      {/* Keyed by what it shows, so a refused submission refills every input as typed. */}
      <Form
        method="post"
        key={JSON.stringify(refused?.values ?? prices.rows)}
        className="flex flex-col gap-5"
      >
        {stores.map((store) => {
          const rows = prices.rows.filter((row) => row.store === store);
          return (
            <fieldset
              key={store}
              className="flex flex-col gap-3 rounded border border-line bg-white p-3"
            >
              <legend className="px-1 font-semibold">{t(`staffApp.stores.${store}`)}</legend>
              <p className="text-sm text-ink-soft">
                {t('staffApp.prices.currency', { currency: rows[0]?.currency ?? '' })}
              </p>
              {rows.map((row) => (
                <div
                  key={inputName(row, '')}
                  className="flex flex-col gap-2 border-t border-line pt-2"
                >
                  <h2 className="text-sm font-semibold">
                    {row.variant_ref === null
                      ? t('staffApp.prices.ownRow')
                      : t('staffApp.prices.variant', { ref: row.variant_ref })}
                  </h2>
                  <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
                    {priceFields.map((field) => {
                      const name = inputName(row, field);
                      const messages = errorsOf(name);
                      return (
                        <div key={field} className="flex flex-col gap-1 text-sm font-medium">
                          <label htmlFor={name}>{labels[field]}</label>
                          <input
                            id={name}
                            name={name}
                            inputMode="decimal"
                            defaultValue={valueOf(row, field)}
                            aria-invalid={messages.length > 0 || undefined}
                            aria-describedby={messages.length > 0 ? `${name}-messages` : undefined}
                            className="rounded border border-ink-soft bg-white px-2 py-1 tabular-nums"
                          />
                          <FieldMessages id={`${name}-messages`} messages={messages} />
                        </div>
                      );
                    })}
                  </div>
                </div>
              ))}
            </fieldset>
          );
        })}
        <div>
          <button type="submit" disabled={busy} className={buttonClass}>
            {t('staffApp.prices.save')}
          </button>
        </div>
      </Form>
      <section aria-labelledby="price-history" className="flex flex-col gap-3">
        <h2 id="price-history" className="text-lg font-semibold">
          {t('staffApp.prices.history')}
        </h2>
        {history.results.length === 0 ? (
          <p>{t('staffApp.prices.noHistory')}</p>
        ) : (
          <DataTable label={t('staffApp.prices.history')}>
            <thead>
              <tr>
                <th scope="col">{t('staffApp.prices.when')}</th>
                <th scope="col">{t('staffApp.prices.what')}</th>
                <th scope="col">{t('staffApp.prices.change')}</th>
                <th scope="col" className={wide}>
                  {t('staffApp.prices.who')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.results.map((entry) => (
                <tr key={entry.id} className="align-top">
                  <td className="whitespace-nowrap">{dateTime(entry.at, locale)}</td>
                  <td>
                    {entry.store} · {entry.variant_ref ?? t('staffApp.prices.ownRow')} ·{' '}
                    {t(`staffApp.prices.customerTypes.${entry.customer_type}`)} ·{' '}
                    {t(`staffApp.prices.kinds.${entry.kind}`)}
                  </td>
                  <td className="whitespace-nowrap tabular-nums">
                    {shown(entry.old_value)} → {shown(entry.new_value)}
                  </td>
                  <td className={wide}>
                    {entry.staff_name}
                    {entry.bulk_change_id && (
                      <span className="block text-xs text-ink-soft">
                        {t('staffApp.prices.bulkChange')}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
        <Pager
          page={historyPage}
          pages={historyPages}
          linkTo={(to) => `/prices/${prices.product.id}?history_page=${to}`}
        />
      </section>
    </div>
  );
}
