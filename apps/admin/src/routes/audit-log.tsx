import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { Pager } from '../components/pager.tsx';
import { dateTime } from '../lib/format.ts';
import { staffApiForPage } from '../lib/staff-api.ts';
import type { AuditEntry, Paged } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

const pageSize = 50;

/** The audit log's own query (q, entity, entity_id, staff_id, page) passes to the api as it is. */
const auditFilters = ['q', 'entity', 'entity_id', 'staff_id', 'page'] as const;

interface AuditLogData {
  search: URLSearchParams;
  entries: Paged<AuditEntry>;
}

export async function auditLogLoader({ request }: LoaderFunctionArgs): Promise<AuditLogData> {
  const asked = new URL(request.url).searchParams;
  const search = new URLSearchParams();
  for (const name of auditFilters) {
    const value = asked.get(name)?.trim();
    if (value) search.set(name, value);
  }
  const query = new URLSearchParams(search);
  query.set('page_size', String(pageSize));
  const entries = await staffApiForPage<Paged<AuditEntry>>(request, 'audit/', { query });
  return { search, entries };
}

/** A before or after value, compact: staff compare them side by side. */
function shown(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

export function AuditLogPage() {
  const { search, entries } = useLoaderData<AuditLogData>();
  const { t, locale } = useStaffLanguage();
  const page = Number(search.get('page') ?? 1);
  const pages = Math.max(1, Math.ceil(entries.count / pageSize));
  const pageLink = (to: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(to));
    return `/audit?${next}`;
  };
  return (
    <div className="flex flex-col gap-4">
      <title>{`${t('staffApp.audit.title')} · ${t('staffApp.appName')}`}</title>
      <h1 className="text-xl font-semibold">{t('staffApp.audit.title')}</h1>
      <search>
        <Form key={search.toString()} className="flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1 font-medium">
            <label htmlFor="audit-q">{t('staffApp.audit.search')}</label>
            <input
              id="audit-q"
              name="q"
              type="search"
              defaultValue={search.get('q') ?? ''}
              className="rounded border border-ink-soft bg-white px-2 py-1"
            />
          </div>
          <div className="flex flex-col gap-1 font-medium">
            <label htmlFor="audit-entity">{t('staffApp.audit.entity')}</label>
            <input
              id="audit-entity"
              name="entity"
              defaultValue={search.get('entity') ?? ''}
              className="rounded border border-ink-soft bg-white px-2 py-1"
            />
          </div>
          <button
            type="submit"
            className="rounded bg-brand-700 px-4 py-1.5 font-semibold text-white"
          >
            {t('staffApp.audit.search')}
          </button>
        </Form>
      </search>
      {entries.results.length === 0 ? (
        <p>{t('staffApp.audit.empty')}</p>
      ) : (
        <DataTable label={t('staffApp.audit.title')}>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.audit.at')}</th>
              <th scope="col">{t('staffApp.audit.staff')}</th>
              <th scope="col">{t('staffApp.audit.action')}</th>
              <th scope="col">{t('staffApp.audit.entity')}</th>
              <th scope="col">{t('staffApp.audit.change')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.results.map((entry) => (
              <tr key={entry.id} className="align-top">
                <th scope="row" className="font-normal whitespace-nowrap tabular-nums">
                  {dateTime(entry.at, locale)}
                </th>
                <td>{entry.staff_name ?? ''}</td>
                <td>{entry.action}</td>
                <td className="whitespace-nowrap">
                  {entry.entity === 'order' ? (
                    <Link to={`/orders/${entry.entity_id}`} className="text-brand-700 underline">
                      {entry.entity} {entry.entity_id}
                    </Link>
                  ) : (
                    `${entry.entity} ${entry.entity_id}`
                  )}
                </td>
                <td className="font-mono text-xs break-all">
                  <span className="block text-ink-soft line-through">{shown(entry.before)}</span>
                  <span className="block">{shown(entry.after)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pager page={page} pages={pages} linkTo={pageLink} />
    </div>
  );
}
