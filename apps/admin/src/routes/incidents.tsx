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
import { FilterForm, StoreChoice } from '../components/filter-form.tsx';
import { ChoiceField, TextField } from '../components/form-fields.tsx';
import { Pager } from '../components/pager.tsx';
import { listPages, listQuery, listSearch } from '../lib/list-search.ts';
import { dateTime } from '../lib/format.ts';
import { StaffApiError, staffApi, staffApiForPage } from '../lib/staff-api.ts';
import type { IncidentDetail, IncidentListItem, Paged } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

const pageSize = 25;
/** The inbox's own query passes to the api as it is. */
const incidentFilters = ['status', 'store', 'q', 'page'] as const;

interface IncidentsData {
  search: URLSearchParams;
  incidents: Paged<IncidentListItem>;
}

export async function incidentsLoader({ request }: LoaderFunctionArgs): Promise<IncidentsData> {
  const search = listSearch(request, incidentFilters);
  // The inbox opens on what still waits; choosing "all" asks for `status=` on purpose.
  if (!new URL(request.url).searchParams.has('status')) search.set('status', 'open');
  const incidents = await staffApiForPage<Paged<IncidentListItem>>(request, 'incidents/', {
    query: listQuery(search, pageSize),
  });
  return { search, incidents };
}

/** Columns a phone leaves out; the incident's own page has them. */
const wide = 'hidden md:table-cell';

export function IncidentsPage() {
  const { search, incidents } = useLoaderData<IncidentsData>();
  const { t, locale } = useStaffLanguage();
  const pages = listPages('/incidents', search, incidents.count, pageSize);
  return (
    <div className="flex flex-col gap-4">
      <title>{`${t('staffApp.incidents.title')} · ${t('staffApp.appName')}`}</title>
      <h1 className="text-xl font-semibold">{t('staffApp.incidents.title')}</h1>
      <FilterForm search={search} submitLabel={t('staffApp.incidents.filter')}>
        <ChoiceField
          name="status"
          label={t('staffApp.incidents.status')}
          value={search.get('status') ?? undefined}
          anyLabel={t('staffApp.incidents.all')}
          options={[
            { value: 'open', label: t('staffApp.incidents.open') },
            { value: 'closed', label: t('staffApp.incidents.closed') },
          ]}
        />
        <StoreChoice
          search={search}
          label={t('staffApp.incidents.store')}
          anyLabel={t('staffApp.incidents.all')}
        />
        <TextField
          name="q"
          type="search"
          label={t('staffApp.incidents.search')}
          placeholder={t('staffApp.incidents.searchHint')}
          defaultValue={search.get('q') ?? ''}
        />
      </FilterForm>
      {incidents.results.length === 0 ? (
        <p>{t('staffApp.incidents.empty')}</p>
      ) : (
        <DataTable label={t('staffApp.incidents.title')}>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.incidents.createdAt')}</th>
              <th scope="col">{t('staffApp.incidents.order')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.incidents.customer')}
              </th>
              <th scope="col">{t('staffApp.incidents.message')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.incidents.status')}
              </th>
            </tr>
          </thead>
          <tbody>
            {incidents.results.map((incident) => (
              <tr key={incident.id} className="align-top">
                <th scope="row" className="font-normal whitespace-nowrap tabular-nums">
                  <Link to={`/incidents/${incident.id}`} className="text-brand-700 underline">
                    {dateTime(incident.created_at, locale)}
                  </Link>
                </th>
                <td className="whitespace-nowrap">
                  {incident.order.number}
                  <span className="block text-xs text-ink-soft">{incident.order.store}</span>
                </td>
                <td className={wide}>
                  {incident.customer.name}
                  <span className="block text-xs text-ink-soft">{incident.customer.email}</span>
                </td>
                <td>
                  <span className="font-medium">{incident.reason_label}</span>
                  <span className="line-clamp-2 block">{incident.message}</span>
                </td>
                <td className={`${wide} whitespace-nowrap`}>
                  {incident.status_name}
                  {incident.answer_count > 0 && (
                    <span className="block text-xs text-ink-soft">
                      {t('staffApp.incidents.answers')}: {incident.answer_count}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pager {...pages} />
    </div>
  );
}

export function incidentDetailLoader({
  request,
  params,
}: LoaderFunctionArgs): Promise<IncidentDetail> {
  return staffApiForPage<IncidentDetail>(request, `incidents/${params.incidentId}/`);
}

type IncidentActionResult =
  | { ok: true; intent: 'answer' | 'close' | 'reopen' }
  | { ok: false; text: string[]; form: string[] };

/** Answer, close or reopen: the api decides; its 400/409 messages show on the form. */
export async function incidentDetailAction({
  request,
  params,
}: ActionFunctionArgs): Promise<IncidentActionResult> {
  const form = await request.formData();
  const intent = form.get('intent');
  const base = `incidents/${params.incidentId}/`;
  try {
    if (intent === 'answer')
      await staffApi(`${base}answers/`, {
        method: 'POST',
        body: { text: String(form.get('text') ?? ''), close: form.get('close') === 'on' },
      });
    else if (intent === 'close' || intent === 'reopen')
      await staffApi(`${base}${intent}/`, { method: 'POST' });
    else throw new Error(`unknown intent ${String(intent)}`);
    return { ok: true, intent };
  } catch (error) {
    if (!(error instanceof StaffApiError) || error.status === 401) throw error;
    return {
      ok: false,
      text: error.messagesFor('text'),
      form: [
        ...error.messagesFor('non_field_errors'),
        ...error.messagesFor('close'),
        error.body.detail ?? '',
      ].filter(Boolean),
    };
  }
}

export function IncidentDetailPage() {
  const incident = useLoaderData<IncidentDetail>();
  const result = useActionData<IncidentActionResult>();
  const busy = useNavigation().state === 'submitting';
  const { t, locale } = useStaffLanguage();
  const open = incident.status === 'open';
  return (
    <div className="flex max-w-3xl flex-col gap-5">
      <title>{`${t('staffApp.incidents.detailTitle', { id: incident.id })} · ${t('staffApp.appName')}`}</title>
      <Link to="/incidents" className="text-brand-700 underline">
        {t('staffApp.incidents.back')}
      </Link>
      <div className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-xl font-semibold">
          {t('staffApp.incidents.detailTitle', { id: incident.id })}
        </h1>
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold ${open ? 'bg-amber-100 text-amber-900' : 'bg-surface text-ink-soft'}`}
        >
          {incident.status_name}
        </span>
      </div>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{t('staffApp.incidents.order')}</dt>
        <dd>
          <Link to={`/orders/${incident.order.id}`} className="text-brand-700 underline">
            {incident.order.number}
          </Link>{' '}
          <span className="text-ink-soft">({incident.order.store})</span>
        </dd>
        <dt className="font-medium">{t('staffApp.incidents.customer')}</dt>
        <dd className="break-all">
          {incident.customer.name} · {incident.customer.email} · {incident.customer.phone}
        </dd>
        <dt className="font-medium">{t('staffApp.incidents.createdAt')}</dt>
        <dd>{dateTime(incident.created_at, locale)}</dd>
        <dt className="font-medium">{t('staffApp.incidents.reason')}</dt>
        <dd>{incident.reason_label}</dd>
        <dt className="font-medium">{t('staffApp.incidents.orderLanguage')}</dt>
        <dd>{t(`staffApp.languageNames.${incident.language}`)}</dd>
      </dl>
      <DetailSection id="incident-message" title={t('staffApp.incidents.message')}>
        <p className="rounded border border-line bg-white p-3 whitespace-pre-wrap">
          {incident.message}
        </p>
      </DetailSection>
      <DetailSection
        id="incident-answers"
        title={t('staffApp.incidents.answers')}
        {...(incident.answers.length === 0 ? { empty: t('staffApp.incidents.noAnswers') } : {})}
      >
        <ol className="flex flex-col gap-2">
          {incident.answers.map((answer) => (
            <li key={answer.id} className="rounded border border-line bg-brand-50 p-3">
              <p className="text-xs text-ink-soft">
                {t('staffApp.incidents.answeredBy', {
                  name: answer.staff_name,
                  at: dateTime(answer.sent_at, locale),
                })}
              </p>
              <p className="whitespace-pre-wrap">{answer.text}</p>
            </li>
          ))}
        </ol>
      </DetailSection>
      {incident.closed_at && incident.closed_by && (
        <p className="text-ink-soft">
          {t('staffApp.incidents.closedBy', {
            name: incident.closed_by,
            at: dateTime(incident.closed_at, locale),
          })}
        </p>
      )}
      {result?.ok && (
        <p role="status" className="rounded bg-green-50 p-2 text-green-900">
          {t(
            result.intent === 'answer'
              ? 'staffApp.incidents.sent'
              : 'staffApp.incidents.statusChanged',
          )}
        </p>
      )}
      {result && !result.ok && result.form.length > 0 && (
        <p role="alert" className="rounded bg-danger-50 p-2 text-danger-700">
          {result.form.join(' ')}
        </p>
      )}
      <Form method="post" className="flex flex-col gap-2" key={incident.answers.length}>
        <input type="hidden" name="intent" value="answer" />
        <label htmlFor="incident-answer" className="font-semibold">
          {t('staffApp.incidents.answer')}
        </label>
        <p id="incident-answer-hint" className="text-ink-soft">
          {t('staffApp.incidents.answerHint')}
        </p>
        <textarea
          id="incident-answer"
          name="text"
          rows={5}
          required
          maxLength={4000}
          aria-describedby="incident-answer-hint incident-answer-errors"
          aria-invalid={result && !result.ok && result.text.length > 0 ? true : undefined}
          className="rounded border border-ink-soft bg-white p-2"
        />
        <FieldMessages
          id="incident-answer-errors"
          messages={result && !result.ok ? result.text : []}
        />
        {open && (
          <label className="flex items-center gap-2">
            <input type="checkbox" name="close" />
            {t('staffApp.incidents.closeWithAnswer')}
          </label>
        )}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={busy}
            className="rounded bg-brand-700 px-4 py-1.5 font-semibold text-white disabled:opacity-60"
          >
            {t('staffApp.incidents.send')}
          </button>
        </div>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value={open ? 'close' : 'reopen'} />
        <button
          type="submit"
          disabled={busy}
          className="rounded border border-ink-soft px-4 py-1.5 font-medium hover:bg-surface disabled:opacity-60"
        >
          {t(open ? 'staffApp.incidents.close' : 'staffApp.incidents.reopen')}
        </button>
      </Form>
    </div>
  );
}
