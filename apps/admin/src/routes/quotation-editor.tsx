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
import { FieldMessages } from '../components/field-messages.tsx';
import { TextField } from '../components/form-fields.tsx';
import { dateTime } from '../lib/format.ts';
import { StaffApiError, staffApi, staffApiForPage } from '../lib/staff-api.ts';
import type { Paged, StaffCustomer, StaffQuotation } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { QuotationLines, quotationLineValues, type LineValues } from './quotation-lines.tsx';
import { FormOutcome } from '../components/form-outcome.tsx';
import { Totals } from '../components/quotation-totals.tsx';
import { CustomerPicker } from '../components/quotation-customer-picker.tsx';

const buttonClass = 'rounded bg-brand-700 px-4 py-1.5 font-semibold text-white disabled:opacity-60';
/** Blank lines offered under the saved ones. */
const blankLines = 2;

interface EditorData {
  quotation: StaffQuotation | null;
  q: string;
  customers: StaffCustomer[];
}

/** The quotation, and the professionals the customer search found (the customers list's own call). */
export async function quotationEditorLoader({
  request,
  params,
}: LoaderFunctionArgs): Promise<EditorData> {
  const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  const quotation =
    params.quotationId === undefined
      ? null
      : await staffApiForPage<StaffQuotation>(request, `quotations/${params.quotationId}/`);
  const customers =
    q === ''
      ? []
      : (
          await staffApiForPage<Paged<StaffCustomer>>(request, 'customers/', {
            query: new URLSearchParams({ q, type: 'P', page_size: '10' }),
          })
        ).results;
  return { quotation, q, customers };
}

type EditorResult =
  | { ok: true; message: 'draftSaved' | 'sent' }
  | {
      ok: false;
      values: Record<string, string>;
      lines: LineValues[];
      errors: Record<string, string[]>;
      form: string[];
    };

/** Save (create or replace the draft) or send: the api prices and decides everything. */
export async function quotationEditorAction({
  request,
  params,
}: ActionFunctionArgs): Promise<EditorResult | Response> {
  const form = await request.formData();
  const id = params.quotationId;
  const values = {
    customer_id: String(form.get('customer_id') ?? ''),
    valid_until: String(form.get('valid_until') ?? ''),
    observations: String(form.get('observations') ?? ''),
  };
  const { lines, rows, wrong, indexOfRow } = quotationLineValues(form);
  try {
    if (form.get('intent') === 'send' && id !== undefined) {
      await staffApi(`quotations/${id}/send/`, { method: 'POST' });
      return { ok: true, message: 'sent' };
    }
    if (Object.keys(wrong).length > 0) return { ok: false, values, lines, errors: wrong, form: [] };
    const body = {
      customer_id: Number(values.customer_id),
      valid_until: values.valid_until,
      observations: values.observations,
      rows,
    };
    const saved = await staffApi<StaffQuotation>(
      id === undefined ? 'quotations/' : `quotations/${id}/`,
      { method: id === undefined ? 'POST' : 'PUT', body },
    );
    if (id === undefined) return redirect(`/quotations/${saved.id}`);
    return { ok: true, message: 'draftSaved' };
  } catch (error) {
    if (!(error instanceof StaffApiError) || error.status === 401) throw error;
    // The api names a line by its place among the lines sent: shown on the line typed.
    const errors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(error.body)) {
      if (!Array.isArray(messages)) continue;
      const line = /^rows\.(\d+)(?:\.(\w+))?/.exec(field);
      const name = line
        ? `line-${indexOfRow[Number(line[1])] ?? 0}-${line[2] ?? 'product_id'}`
        : field;
      errors[name] = [...(errors[name] ?? []), ...messages.map(String)];
    }
    return {
      ok: false,
      values,
      lines,
      errors,
      form: [...error.messagesFor('non_field_errors'), error.body.detail ?? ''].filter(Boolean),
    };
  }
}

export function QuotationEditorPage() {
  const data = useLoaderData<EditorData>();
  const { quotation } = data;
  const result = useActionData<EditorResult>();
  const busy = useNavigation().state === 'submitting';
  const { t, locale } = useStaffLanguage();
  const refused = result && !result.ok ? result : null;
  const errorsOf = (name: string) =>
    (refused?.errors[name] ?? []).map((message) =>
      message === 'invalidNumber' || message === 'invalidJson'
        ? t(`staffApp.quotations.${message}`)
        : message,
    );
  const title = quotation
    ? t('staffApp.quotations.editTitle', { id: String(quotation.id) })
    : t('staffApp.quotations.newQuotation');
  const draft = quotation === null || quotation.status === 'draft';
  const values = refused?.values ?? {
    customer_id: quotation ? String(quotation.customer.id) : '',
    valid_until: quotation?.valid_until ?? '',
    observations: quotation?.observations ?? '',
  };
  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <title>{`${title} · ${t('staffApp.appName')}`}</title>
      <Link to="/quotations" className="text-brand-700 underline">
        {t('staffApp.quotations.back')}
      </Link>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-xl font-semibold">{title}</h1>
        {quotation && (
          <span className="rounded bg-surface px-2 py-0.5 text-sm">
            {t(`staffApp.quotations.statuses.${quotation.status}`)}
          </span>
        )}
        {quotation?.order && (
          <Link to={`/orders/${quotation.order.id}`} className="text-brand-700 underline">
            {t('staffApp.quotations.order')} {quotation.order.number}
          </Link>
        )}
        {quotation?.sent_at && (
          <span className="text-sm text-ink-soft">
            {t('staffApp.quotations.sentAt')}: {dateTime(quotation.sent_at, locale)}
          </span>
        )}
      </div>
      <FormOutcome
        saved={result?.ok ? t(`staffApp.quotations.${result.message}`) : null}
        refusals={refused?.form}
      />
      {quotation && <Totals quotation={quotation} />}
      {!draft && <p>{t('staffApp.quotations.readOnly')}</p>}
      {draft && (
        <>
          <search>
            <Form className="flex flex-wrap items-end gap-3">
              <TextField
                name="q"
                type="search"
                label={t('staffApp.quotations.customerSearch')}
                placeholder={t('staffApp.quotations.customerSearchHint')}
                defaultValue={data.q}
                inputClassName="rounded border border-ink-soft bg-white px-2 py-1 w-72 max-w-full"
              />
              <button type="submit" className={buttonClass}>
                {t('staffApp.quotations.search')}
              </button>
            </Form>
          </search>
          <Form
            method="post"
            key={JSON.stringify(refused ?? quotation?.updated_at ?? '')}
            className="grid grid-cols-1 gap-3 md:grid-cols-2"
          >
            <CustomerPicker
              data={data}
              chosen={values.customer_id ?? ''}
              errors={errorsOf('customer_id')}
            />
            <TextField
              name="valid_until"
              type="date"
              required
              label={t('staffApp.quotations.validUntil')}
              defaultValue={values.valid_until}
              errors={errorsOf('valid_until')}
            />
            <div className="flex flex-col gap-1 text-sm font-medium">
              <label htmlFor="observations">{t('staffApp.quotations.observations')}</label>
              <textarea
                id="observations"
                name="observations"
                maxLength={2000}
                rows={2}
                defaultValue={values.observations}
                className="rounded border border-ink-soft bg-white px-2 py-1"
              />
            </div>
            <QuotationLines
              lines={refused?.lines}
              rows={quotation?.rows ?? []}
              blank={blankLines}
              errorsOf={errorsOf}
            />
            <div className="flex flex-col gap-2 md:col-span-2">
              <FieldMessages id="rows-messages" messages={errorsOf('rows')} />
              <button
                type="submit"
                name="intent"
                value="save"
                disabled={busy}
                className={`${buttonClass} self-start`}
              >
                {t('staffApp.quotations.save')}
              </button>
            </div>
          </Form>
          {quotation && (
            <Form method="post" className="flex flex-wrap items-center gap-3">
              <button
                type="submit"
                name="intent"
                value="send"
                disabled={busy}
                className={buttonClass}
              >
                {t('staffApp.quotations.send')}
              </button>
              <span className="text-sm text-ink-soft">{t('staffApp.quotations.sendHint')}</span>
            </Form>
          )}
        </>
      )}
    </div>
  );
}
