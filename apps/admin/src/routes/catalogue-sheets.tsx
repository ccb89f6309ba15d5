import { Form, useActionData, useNavigation, type ActionFunctionArgs } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { FieldMessages } from '../components/field-messages.tsx';
import { StaffApiError, staffApi, staffApiUrl } from '../lib/staff-api.ts';
import type { SheetImportAnswer, SheetImportRow } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

const buttonClass = 'rounded bg-brand-700 px-4 py-1.5 font-semibold text-white disabled:opacity-60';
const linkButtonClass =
  'rounded border border-brand-700 px-4 py-1.5 font-semibold text-brand-700 hover:bg-brand-50';
/** Columns a phone folds into the reference, so the detail keeps the width. */
const wide = 'hidden md:table-cell';
const sheets = ['products', 'prices'] as const;
type Sheet = (typeof sheets)[number];

interface ImportState {
  sheet: Sheet;
  answer?: SheetImportAnswer;
  /** Catalogue words of the staff app ('fileRequired', 'stale'), or the api's own messages. */
  notice?: 'fileRequired' | 'stale';
  messages?: string[];
}

/**
 * Tries the chosen file (`intent=dry`) or applies it with the dry run's token (`intent=apply`).
 * The file input keeps its file between the two, and the api refuses (409) a file or data that
 * changed since the dry run.
 */
export async function catalogueSheetsAction({ request }: ActionFunctionArgs): Promise<ImportState> {
  const form = await request.formData();
  const sheet: Sheet = form.get('sheet') === 'prices' ? 'prices' : 'products';
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return { sheet, notice: 'fileRequired' };
  const apply = form.get('intent') === 'apply';
  try {
    const answer = await staffApi<SheetImportAnswer>(`${sheet}/import/`, {
      method: 'POST',
      body: {
        csv: await file.text(),
        dry_run: !apply,
        ...(apply ? { token: String(form.get('token') ?? '') } : {}),
      },
    });
    return { sheet, answer };
  } catch (error) {
    if (!(error instanceof StaffApiError) || error.status === 401) throw error;
    if (error.status === 409) return { sheet, notice: 'stale' };
    const messages = Object.values(error.body)
      .flat()
      .filter((message): message is string => typeof message === 'string');
    return { sheet, messages };
  }
}

function RowDetail({ row }: { row: SheetImportRow }) {
  const { t } = useStaffLanguage();
  if (row.status === 'refused')
    return (
      <ul className="text-danger-700">
        {row.refusals.map((refusal, index) => (
          <li key={index}>
            <code className="text-xs">
              {refusal.column ?? t('staffApp.catalogueSheets.wholeRow')}
            </code>
            {': '}
            {refusal.message}
          </li>
        ))}
      </ul>
    );
  return (
    <ul>
      {row.changes.map((change) => (
        <li key={change.column} className="break-words">
          <code className="text-xs">{change.column}</code>: {change.before || '—'} →{' '}
          <strong>{change.after || '—'}</strong>
        </li>
      ))}
    </ul>
  );
}

const statusClass: Record<SheetImportRow['status'], string> = {
  unchanged: 'bg-line text-ink-soft',
  changed: 'bg-brand-50 text-brand-700',
  new: 'bg-green-50 text-green-900',
  refused: 'bg-danger-50 text-danger-700',
};

function StatusBadge({ status }: { status: SheetImportRow['status'] }) {
  const { t } = useStaffLanguage();
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${statusClass[status]}`}>
      {t(`staffApp.catalogueSheets.statuses.${status}`)}
    </span>
  );
}

function ImportResult({ answer }: { answer: SheetImportAnswer }) {
  const { t } = useStaffLanguage();
  // Unchanged rows are counted, not listed: a whole catalogue would bury the few that matter.
  const listed = answer.rows.filter((row) => row.status !== 'unchanged');
  return (
    <section aria-labelledby="import-result" className="flex flex-col gap-3">
      <h3 id="import-result" className="font-semibold">
        {t('staffApp.catalogueSheets.summary', answer.counts)}
      </h3>
      {listed.length > 0 && (
        <DataTable label={t('staffApp.catalogueSheets.resultRows')}>
          <thead>
            <tr>
              <th scope="col" className={wide}>
                {t('staffApp.catalogueSheets.line')}
              </th>
              <th scope="col">{t('staffApp.catalogueSheets.row')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.catalogueSheets.status')}
              </th>
              <th scope="col">{t('staffApp.catalogueSheets.detail')}</th>
            </tr>
          </thead>
          <tbody>
            {listed.map((row) => (
              <tr key={row.line} className="align-top">
                <td className={`${wide} tabular-nums`}>{row.line}</td>
                <th scope="row" className="font-normal whitespace-nowrap">
                  {row.variant_ref ?? row.ref}
                  {row.store && <span className="block text-xs text-ink-soft">{row.store}</span>}
                  <span className="flex flex-col items-start gap-1 text-xs text-ink-soft md:hidden">
                    {t('staffApp.catalogueSheets.line')} {row.line}
                    <StatusBadge status={row.status} />
                  </span>
                </th>
                <td className={wide}>
                  <StatusBadge status={row.status} />
                </td>
                <td>
                  <RowDetail row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}

/** Products and prices as CSV: the two exports, and an import tried first, then applied. */
export function CatalogueSheetsPage() {
  const state = useActionData<ImportState>();
  const busy = useNavigation().state !== 'idle';
  const { t } = useStaffLanguage();
  const title = t('staffApp.catalogueSheets.title');
  const answer = state?.answer;
  const changes = answer ? answer.counts.changed + answer.counts.new : 0;
  const canApply =
    answer !== undefined && !answer.applied && answer.counts.refused === 0 && changes > 0;
  return (
    <div className="flex flex-col gap-6">
      <title>{`${title} · ${t('staffApp.appName')}`}</title>
      <h1 className="text-xl font-semibold">{title}</h1>
      <section
        aria-labelledby="export-title"
        className="flex flex-col gap-2 rounded border border-line bg-white p-4"
      >
        <h2 id="export-title" className="text-lg font-semibold">
          {t('staffApp.catalogueSheets.exportTitle')}
        </h2>
        <p className="text-sm text-ink-soft">{t('staffApp.catalogueSheets.exportHelp')}</p>
        <div className="flex flex-wrap gap-3">
          <a href={staffApiUrl('products/export.csv')} download className={linkButtonClass}>
            {t('staffApp.catalogueSheets.exportProducts')}
          </a>
          <a href={staffApiUrl('prices/export.csv')} download className={linkButtonClass}>
            {t('staffApp.catalogueSheets.exportPrices')}
          </a>
        </div>
      </section>
      <section
        aria-labelledby="import-title"
        className="flex flex-col gap-3 rounded border border-line bg-white p-4"
      >
        <h2 id="import-title" className="text-lg font-semibold">
          {t('staffApp.catalogueSheets.importTitle')}
        </h2>
        <p className="text-sm text-ink-soft">{t('staffApp.catalogueSheets.importHelp')}</p>
        {answer?.applied && (
          <p role="status" className="rounded bg-green-50 p-2 text-green-900">
            {t('staffApp.catalogueSheets.applied', answer.counts)}
          </p>
        )}
        {(state?.notice === 'stale' || (state?.messages?.length ?? 0) > 0) && (
          <p role="alert" className="rounded bg-danger-50 p-2 text-danger-700">
            {state?.notice === 'stale'
              ? t('staffApp.catalogueSheets.stale')
              : state?.messages?.join(' ')}
          </p>
        )}
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-3">
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-1 text-sm font-medium">
              {t('staffApp.catalogueSheets.sheet')}
            </legend>
            {sheets.map((sheet) => (
              <label key={sheet} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="sheet"
                  value={sheet}
                  defaultChecked={(state?.sheet ?? 'products') === sheet}
                />
                {t(`staffApp.catalogueSheets.sheets.${sheet}`)}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-1 text-sm font-medium">
            <label htmlFor="sheet-file">{t('staffApp.catalogueSheets.file')}</label>
            <input
              id="sheet-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              aria-invalid={state?.notice === 'fileRequired' || undefined}
              aria-describedby={
                state?.notice === 'fileRequired' ? 'sheet-file-messages' : undefined
              }
              className="max-w-full text-sm"
            />
            <FieldMessages
              id="sheet-file-messages"
              messages={
                state?.notice === 'fileRequired' ? [t('staffApp.catalogueSheets.fileRequired')] : []
              }
            />
          </div>
          {canApply && <input type="hidden" name="token" value={answer.token} />}
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="dry" disabled={busy} className={buttonClass}>
              {t('staffApp.catalogueSheets.dryRun')}
            </button>
            {canApply && (
              <button
                type="submit"
                name="intent"
                value="apply"
                disabled={busy}
                className={buttonClass}
              >
                {t('staffApp.catalogueSheets.apply', { count: changes })}
              </button>
            )}
          </div>
        </Form>
        {answer && !answer.applied && answer.counts.refused > 0 && (
          <p className="text-sm text-danger-700">{t('staffApp.catalogueSheets.refusedNote')}</p>
        )}
        {answer && <ImportResult answer={answer} />}
      </section>
    </div>
  );
}
