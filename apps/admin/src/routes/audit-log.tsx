import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AuditTable } from '../components/audit-table.tsx';
import { TextField } from '../components/form-fields.tsx';
import { Pager } from '../components/pager.tsx';
import { listQuery, listSearch } from '../lib/list-search.ts';
import { StaffApiError, staffApiForPage } from '../lib/staff-api.ts';
import type { AuditEntry, Paged } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

const pageSize = 50;

/** The audit log's own query passes to the api as it is (GET /admin/v1/audit/). */
const auditFilters = [
  'q',
  'entity',
  'entity_id',
  'order_id',
  'staff_id',
  'action',
  'from',
  'to',
  'page',
] as const;

interface AuditLogData {
  search: URLSearchParams;
  entries: Paged<AuditEntry>;
  /** The api's messages for a filter it refused (a reversed date range), by filter name. */
  refused: StaffApiError | null;
}

const noEntries: Paged<AuditEntry> = { count: 0, next: null, previous: null, results: [] };

export async function auditLogLoader({ request }: LoaderFunctionArgs): Promise<AuditLogData> {
  const search = listSearch(request, auditFilters);
  const query = listQuery(search, pageSize);
  try {
    const entries = await staffApiForPage<Paged<AuditEntry>>(request, 'audit/', { query });
    return { search, entries, refused: null };
  } catch (error) {
    // A filter the api refuses shows its message beside the field, not an error page.
    if (error instanceof StaffApiError && error.status === 400)
      return { search, entries: noEntries, refused: error };
    throw error;
  }
}

export function AuditLogPage() {
  const { search, entries, refused } = useLoaderData<AuditLogData>();
  const { t } = useStaffLanguage();
  const page = Number(search.get('page') ?? 1);
  const pages = Math.max(1, Math.ceil(entries.count / pageSize));
  const linkWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes))
      if (value === null) next.delete(name);
      else next.set(name, value);
    return `/audit?${next}`;
  };
  const field = (
    name: (typeof auditFilters)[number],
    label: string,
    extra: { type?: string; className?: string } = {},
  ) => (
    <TextField
      name={name}
      label={label}
      defaultValue={search.get(name) ?? ''}
      errors={refused?.messagesFor(name) ?? []}
      className={extra.className ?? 'w-40'}
      {...(extra.type ? { type: extra.type } : {})}
    />
  );
  const filtered = [...search.keys()].some((name) => name !== 'page');
  const orderId = search.get('order_id');
  return (
    <div className="flex flex-col gap-4">
      <title>{`${t('staffApp.audit.title')} · ${t('staffApp.appName')}`}</title>
      <div className="flex flex-wrap items-baseline gap-x-4">
        <h1 className="text-xl font-semibold">{t('staffApp.audit.title')}</h1>
        <p className="text-ink-soft">{t('staffApp.audit.count', { count: entries.count })}</p>
      </div>
      <search>
        <Form
          key={search.toString()}
          aria-label={t('staffApp.audit.filters')}
          className="flex flex-wrap items-start gap-x-4 gap-y-3 rounded border border-line bg-white p-3"
        >
          {field('q', t('staffApp.audit.search'), { type: 'search', className: 'w-56' })}
          {field('entity', t('staffApp.audit.entity'), { className: 'w-32' })}
          {field('entity_id', t('staffApp.audit.entityId'), { className: 'w-32' })}
          {field('action', t('staffApp.audit.action'))}
          {field('staff_id', t('staffApp.audit.staffId'), { className: 'w-32' })}
          {field('from', t('staffApp.audit.from'), { type: 'date' })}
          {field('to', t('staffApp.audit.to'), { type: 'date' })}
          {orderId && (
            <p className="w-full">
              <input type="hidden" name="order_id" value={orderId} />
              <Link to={`/orders/${orderId}`} className="text-brand-700 underline">
                {t('staffApp.audit.onlyOrder', { id: orderId })}
              </Link>
            </p>
          )}
          <div className="flex items-end gap-3 self-end">
            <button
              type="submit"
              className="rounded bg-brand-700 px-4 py-1.5 font-semibold text-white"
            >
              {t('staffApp.audit.search')}
            </button>
            {filtered && (
              <Link to="/audit" className="py-1.5 text-brand-700 underline">
                {t('staffApp.audit.clear')}
              </Link>
            )}
          </div>
          {(refused?.messagesFor('non_field_errors') ?? []).length > 0 && (
            <p role="alert" className="w-full text-danger-700">
              {refused?.messagesFor('non_field_errors').join(' ')}
            </p>
          )}
        </Form>
      </search>
      {entries.results.length === 0 ? (
        <p>{t('staffApp.audit.empty')}</p>
      ) : (
        <AuditTable
          entries={entries.results}
          label={t('staffApp.audit.title')}
          staffLink={(entry) => linkWith({ staff_id: String(entry.staff_id), page: null })}
        />
      )}
      <Pager page={page} pages={pages} linkTo={(to) => linkWith({ page: String(to) })} />
    </div>
  );
}
