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
import { DetailSection } from '../components/detail-section.tsx';
import { FieldMessages } from '../components/field-messages.tsx';
import { TextField } from '../components/form-fields.tsx';
import { Pager } from '../components/pager.tsx';
import { dateTime } from '../lib/format.ts';
import { listPages, listQuery, listSearch } from '../lib/list-search.ts';
import { StaffApiError, staffApi, staffApiForPage } from '../lib/staff-api.ts';
import type { Paged, StockLevel, StockMovement } from '../lib/staff-api-types.ts';
import { StockLevelBadge } from '../components/stock-level-badge.tsx';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { useStaffSession } from './staff-shell.tsx';
import { FormOutcome } from '../components/form-outcome.tsx';

const pageSize = 25;
const buttonClass = 'rounded bg-brand-700 px-4 py-1.5 font-semibold text-white disabled:opacity-60';
const inputClass = 'rounded border border-ink-soft bg-white px-2 py-1';
/** Columns a phone leaves out. */
const wide = 'hidden md:table-cell';

interface StockProductData {
  level: StockLevel;
  movements: Paged<StockMovement>;
  search: URLSearchParams;
}

export async function stockProductLoader({
  request,
  params,
}: LoaderFunctionArgs): Promise<StockProductData> {
  const search = listSearch(request, ['page']);
  const level = await staffApiForPage<StockLevel>(request, `stock/${params.productId}/`);
  const movements = await staffApiForPage<Paged<StockMovement>>(
    request,
    `stock/${params.productId}/movements/`,
    { query: listQuery(search, pageSize) },
  );
  return { level, movements, search };
}

type AdjustmentValues = { mode: string; quantity: string; reason: string };
type AdjustmentResult =
  | { ok: true; level: number }
  | {
      ok: false;
      values: AdjustmentValues;
      errors: Partial<Record<keyof AdjustmentValues, string[]>>;
      form: string[];
    };

/** The adjustment: the api decides; its messages show on their fields, typing kept. */
export async function stockProductAction({
  request,
  params,
}: ActionFunctionArgs): Promise<AdjustmentResult> {
  const form = await request.formData();
  const values: AdjustmentValues = {
    mode: String(form.get('mode') ?? 'set'),
    quantity: String(form.get('quantity') ?? '').trim(),
    reason: String(form.get('reason') ?? ''),
  };
  const units = Number(values.quantity);
  if (values.quantity === '' || !Number.isInteger(units))
    return { ok: false, values, errors: { quantity: ['invalidNumber'] }, form: [] };
  try {
    const done = await staffApi<{ level: StockLevel }>(`stock/${params.productId}/adjustments/`, {
      method: 'POST',
      body:
        values.mode === 'add'
          ? { mode: 'add', delta: units, reason: values.reason }
          : { mode: values.mode, level: units, reason: values.reason },
    });
    return { ok: true, level: done.level.level };
  } catch (error) {
    if (!(error instanceof StaffApiError) || error.status === 401) throw error;
    return {
      ok: false,
      values,
      errors: {
        mode: error.messagesFor('mode'),
        quantity: [...error.messagesFor('level'), ...error.messagesFor('delta')],
        reason: error.messagesFor('reason'),
      },
      form: [...error.messagesFor('non_field_errors'), error.body.detail ?? ''].filter(Boolean),
    };
  }
}

function AdjustmentForm() {
  const result = useActionData<AdjustmentResult>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useStaffLanguage();
  const refused = result && !result.ok ? result : null;
  const values = refused?.values ?? { mode: 'set', quantity: '', reason: '' };
  const errorsOf = (name: keyof AdjustmentValues) =>
    (refused?.errors[name] ?? []).map((message) =>
      message === 'invalidNumber' ? t('staffApp.stock.invalidNumber') : message,
    );
  return (
    <DetailSection id="stock-adjust" title={t('staffApp.stock.adjustTitle')}>
      <FormOutcome
        saved={result?.ok ? t('staffApp.stock.adjusted', { level: result.level }) : null}
        refusals={refused?.form}
      />
      {/* Keyed by what it shows: a refusal refills the fields as typed, a success empties them. */}
      <Form
        method="post"
        key={JSON.stringify(result ?? null)}
        className="grid grid-cols-1 gap-3 md:grid-cols-3"
      >
        <div className="flex flex-col gap-1 text-sm font-medium">
          <label htmlFor="mode">{t('staffApp.stock.mode')}</label>
          <select
            id="mode"
            name="mode"
            defaultValue={values.mode}
            aria-describedby="mode-messages"
            className={inputClass}
          >
            <option value="set">{t('staffApp.stock.modeSet')}</option>
            <option value="add">{t('staffApp.stock.modeAdd')}</option>
          </select>
          <FieldMessages id="mode-messages" messages={errorsOf('mode')} />
        </div>
        <TextField
          name="quantity"
          label={t('staffApp.stock.quantity')}
          inputMode="numeric"
          required
          defaultValue={values.quantity}
          errors={errorsOf('quantity')}
        />
        <TextField
          name="reason"
          label={t('staffApp.stock.reason')}
          required
          maxLength={500}
          defaultValue={values.reason}
          errors={errorsOf('reason')}
        />
        <div className="md:col-span-3">
          <button type="submit" disabled={busy} className={buttonClass}>
            {t('staffApp.stock.adjust')}
          </button>
        </div>
      </Form>
    </DetailSection>
  );
}

export function StockProductPage() {
  const { level, movements, search } = useLoaderData<StockProductData>();
  const session = useStaffSession();
  const { t, locale } = useStaffLanguage();
  const title = t('staffApp.stock.productTitle', { name: level.name });
  const pages = listPages(`/stock/${level.product_id}`, search, movements.count, pageSize);
  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <title>{`${title} · ${t('staffApp.appName')}`}</title>
      <Link to="/stock" className="text-brand-700 underline">
        {t('staffApp.stock.back')}
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="text-sm text-ink-soft">
          {level.ref}
          {level.brand ? ` · ${level.brand}` : ''}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-lg font-semibold tabular-nums">
          {t('staffApp.stock.levelNow', { level: level.level })}
        </p>
        <StockLevelBadge level={level} />
      </div>
      <p className="text-sm text-ink-soft">{t('staffApp.stock.levelHint')}</p>
      {session.permissions.includes('catalogue.manage') && <AdjustmentForm />}
      <DetailSection
        id="stock-ledger"
        title={t('staffApp.stock.ledgerTitle')}
        empty={movements.count === 0 ? t('staffApp.stock.noMovements') : undefined}
      >
        <DataTable label={t('staffApp.stock.ledgerTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.stock.date')}</th>
              <th scope="col">{t('staffApp.stock.kind')}</th>
              <th scope="col" className="text-right">
                {t('staffApp.stock.delta')}
              </th>
              <th scope="col" className="text-right">
                {t('staffApp.stock.levelAfter')}
              </th>
              <th scope="col">{t('staffApp.stock.order')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.stock.staff')}
              </th>
              <th scope="col" className={wide}>
                {t('staffApp.stock.reason')}
              </th>
            </tr>
          </thead>
          <tbody>
            {movements.results.map((movement) => (
              <tr key={movement.id} className="align-top">
                <th scope="row" className="font-normal whitespace-nowrap">
                  {dateTime(movement.created_at, locale)}
                </th>
                <td>
                  <span className="whitespace-nowrap">
                    {t(`staffApp.stock.kinds.${movement.kind}`)}
                  </span>
                  {/* A phone has no reason column: the reason goes under the kind. */}
                  {movement.reason && (
                    <span className="block text-xs text-ink-soft md:hidden">{movement.reason}</span>
                  )}
                </td>
                <td className="text-right tabular-nums">
                  {movement.delta > 0 ? `+${movement.delta}` : movement.delta}
                </td>
                <td className="text-right tabular-nums">{movement.level_after}</td>
                <td className="whitespace-nowrap">
                  {movement.order_id !== null && (
                    <Link to={`/orders/${movement.order_id}`} className="text-brand-700 underline">
                      {movement.order_number}
                    </Link>
                  )}
                </td>
                <td className={wide}>{movement.staff_name ?? ''}</td>
                <td className={`${wide} text-sm`}>{movement.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </DetailSection>
      <Pager {...pages} />
    </div>
  );
}
