import { Link } from 'react-router';
import { dateTime } from '../lib/format.ts';
import { staffRoleLabel } from '../lib/labels.ts';
import type { AuditEntry } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { DataTable } from './data-table.tsx';

/** A value as staff read it: text as it is, anything else as compact JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const fieldsOf = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * Before and after, field by field: what changed first and marked, what stayed after it, so a
 * staff member sees the change without comparing two JSON blobs.
 */
function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useStaffLanguage();
  const [old, now] = [fieldsOf(before), fieldsOf(after)];
  if (old === null && now === null)
    return (
      <p className="break-all">
        {shown(before)} → {shown(after)}
      </p>
    );
  const keys = [...new Set([...Object.keys(old ?? {}), ...Object.keys(now ?? {})])];
  const changed = (key: string) => JSON.stringify(old?.[key]) !== JSON.stringify(now?.[key]);
  const ordered = [...keys.filter(changed), ...keys.filter((key) => !changed(key))];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 font-mono text-xs">
      {ordered.map((key) => (
        <div key={key} className="contents">
          <dt className={changed(key) ? 'font-semibold' : 'text-ink-soft'}>{key}</dt>
          <dd className="break-all">
            {changed(key) ? (
              <>
                {old !== null && (
                  <>
                    <span className="sr-only">{t('staffApp.audit.before')}: </span>
                    <del className="text-ink-soft">{shown(old[key])}</del>
                    {' → '}
                  </>
                )}
                <span className="sr-only">{t('staffApp.audit.after')}: </span>
                <ins className="no-underline">{shown(now?.[key])}</ins>
              </>
            ) : (
              <span className="text-ink-soft">{shown(now?.[key] ?? old?.[key])}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Audit entries: when, who (name, e-mail, role), what, and the change itself. */
export function AuditTable({
  entries,
  label,
  staffLink,
}: {
  entries: AuditEntry[];
  label: string;
  /** Where a staff member's name leads (their entries only); plain text without it. */
  staffLink?: (entry: AuditEntry) => string;
}) {
  const { t, locale } = useStaffLanguage();
  return (
    <DataTable label={label}>
      <thead>
        <tr>
          <th scope="col">{t('staffApp.audit.at')}</th>
          <th scope="col">{t('staffApp.audit.staff')}</th>
          <th scope="col">{t('staffApp.audit.what')}</th>
          <th scope="col">{t('staffApp.audit.change')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className="align-top">
            <th scope="row" className="font-normal whitespace-nowrap tabular-nums">
              <time dateTime={entry.at}>{dateTime(entry.at, locale)}</time>
            </th>
            <td className="min-w-48">
              {staffLink ? (
                <Link
                  to={staffLink(entry)}
                  className="font-medium text-brand-700 underline"
                  title={t('staffApp.audit.onlyStaff', { name: entry.staff_name })}
                >
                  {entry.staff_name}
                </Link>
              ) : (
                <span className="font-medium">{entry.staff_name}</span>
              )}
              <span className="block break-all text-ink-soft">{entry.staff_email}</span>
              <span className="block text-ink-soft">{staffRoleLabel(t, entry.staff_role)}</span>
            </td>
            <td>
              <span className="block font-medium">{entry.action_name}</span>
              <span className="block font-mono text-xs text-ink-soft">{entry.action}</span>
              {entry.entity === 'order' ? (
                <Link to={`/orders/${entry.entity_id}`} className="text-brand-700 underline">
                  {entry.entity} {entry.entity_id}
                </Link>
              ) : (
                <span>
                  {entry.entity} {entry.entity_id}
                </span>
              )}
            </td>
            <td className="min-w-64">
              <AuditChange before={entry.before} after={entry.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
