import { useState } from 'react';
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
import { Pager } from '../components/pager.tsx';
import { dateTime } from '../lib/format.ts';
import { StaffApiError, staffApi, staffApiForPage } from '../lib/staff-api.ts';
import type { Paged, StaffCustomer } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

const pageSize = 25;
const decisions = ['approve', 'refuse'] as const;
type Decision = (typeof decisions)[number];

interface ProfessionalsData {
  page: number;
  requests: Paged<StaffCustomer>;
}

export async function professionalsLoader({
  request,
}: LoaderFunctionArgs): Promise<ProfessionalsData> {
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  const requests = await staffApiForPage<Paged<StaffCustomer>>(request, 'professional-requests/', {
    query,
  });
  return { page, requests };
}

type ProfessionalActionResult =
  { ok: true; decision: Decision; email: string } | { ok: false; message: string };

/** Approve or refuse one request: the api decides (409 when someone else already did). */
export async function professionalsAction({
  request,
}: ActionFunctionArgs): Promise<ProfessionalActionResult> {
  const form = await request.formData();
  const decision = decisions.find((d) => d === form.get('decision'));
  const id = Number(form.get('id'));
  if (decision === undefined || !Number.isInteger(id)) throw new Error('bad professional form');
  try {
    const client = await staffApi<StaffCustomer>(`professional-requests/${id}/${decision}/`, {
      method: 'POST',
    });
    return { ok: true, decision, email: client.email };
  } catch (error) {
    if (!(error instanceof StaffApiError) || error.status === 401) throw error;
    return { ok: false, message: error.message };
  }
}

/** Columns a phone leaves out. */
const wide = 'hidden md:table-cell';

export function ProfessionalsPage() {
  const { page, requests } = useLoaderData<ProfessionalsData>();
  const result = useActionData<ProfessionalActionResult>();
  const busy = useNavigation().state === 'submitting';
  const { t, locale } = useStaffLanguage();
  // A decision is e-mailed to the customer and cannot be undone: it asks once more.
  const [confirming, setConfirming] = useState<{ id: number; decision: Decision } | null>(null);
  const pages = Math.max(1, Math.ceil(requests.count / pageSize));
  return (
    <div className="flex flex-col gap-4">
      <title>{`${t('staffApp.professionals.title')} · ${t('staffApp.appName')}`}</title>
      <h1 className="text-xl font-semibold">{t('staffApp.professionals.title')}</h1>
      <p className="max-w-3xl text-ink-soft">{t('staffApp.professionals.rule')}</p>
      {result?.ok && (
        <p role="status" className="rounded bg-green-50 p-2 text-green-900">
          {t(
            result.decision === 'approve'
              ? 'staffApp.professionals.approved'
              : 'staffApp.professionals.refused',
            { email: result.email },
          )}
        </p>
      )}
      {result && !result.ok && (
        <p role="alert" className="rounded bg-danger-50 p-2 text-danger-700">
          {result.message}
        </p>
      )}
      {requests.results.length === 0 ? (
        <p>{t('staffApp.professionals.empty')}</p>
      ) : (
        <DataTable label={t('staffApp.professionals.title')}>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.professionals.name')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.professionals.company')}
              </th>
              <th scope="col">{t('staffApp.professionals.email')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.professionals.phone')}
              </th>
              <th scope="col" className={wide}>
                {t('staffApp.professionals.store')}
              </th>
              <th scope="col" className={wide}>
                {t('staffApp.professionals.askedAt')}
              </th>
              <th scope="col">{t('staffApp.professionals.decision')}</th>
            </tr>
          </thead>
          <tbody>
            {requests.results.map((client) => {
              const asked = confirming?.id === client.id ? confirming.decision : null;
              const name = `${client.first_name} ${client.last_name}`;
              return (
                <tr key={client.id} className="align-top">
                  <th scope="row" className="font-medium">
                    <Link to={`/customers/${client.id}`} className="text-brand-700 underline">
                      {name}
                    </Link>
                  </th>
                  <td className={wide}>
                    {client.company || client.tax_id ? (
                      <>
                        {client.company}
                        <span className="block text-xs text-ink-soft">{client.tax_id}</span>
                      </>
                    ) : (
                      <span className="text-ink-soft">{t('staffApp.professionals.noCompany')}</span>
                    )}
                  </td>
                  <td className="break-all">{client.email}</td>
                  <td className={wide}>{client.phone ?? '—'}</td>
                  <td className={wide}>{t(`staffApp.stores.${client.store}`)}</td>
                  <td className={`${wide} whitespace-nowrap`}>
                    {dateTime(client.created_at, locale)}
                  </td>
                  <td>
                    {asked === null ? (
                      <div className="flex flex-wrap gap-2">
                        {decisions.map((decision) => (
                          <button
                            key={decision}
                            type="button"
                            onClick={() => setConfirming({ id: client.id, decision })}
                            className={
                              decision === 'approve'
                                ? 'rounded bg-brand-700 px-3 py-1 font-semibold text-white'
                                : 'rounded border border-ink-soft px-3 py-1 font-medium hover:bg-surface'
                            }
                          >
                            {t(`staffApp.professionals.${decision}`)}
                          </button>
                        ))}
                      </div>
                    ) : (
                      <Form
                        method="post"
                        className="flex flex-col gap-2"
                        onSubmit={() => setConfirming(null)}
                      >
                        <input type="hidden" name="id" value={client.id} />
                        <input type="hidden" name="decision" value={asked} />
                        <p>
                          {t(
                            asked === 'approve'
                              ? 'staffApp.professionals.confirmApprove'
                              : 'staffApp.professionals.confirmRefuse',
                            { name },
                          )}
                        </p>
                        <div className="flex flex-wrap gap-2">
                          <button
                            type="submit"
                            disabled={busy}
                            className="rounded bg-brand-700 px-3 py-1 font-semibold text-white disabled:opacity-60"
                          >
                            {t(
                              asked === 'approve'
                                ? 'staffApp.professionals.confirmApproveButton'
                                : 'staffApp.professionals.confirmRefuseButton',
                            )}
                          </button>
                          <button
                            type="button"
                            onClick={() => setConfirming(null)}
                            className="rounded border border-ink-soft px-3 py-1 font-medium hover:bg-surface"
                          >
                            {t('staffApp.professionals.cancel')}
                          </button>
                        </div>
                      </Form>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
      <Pager page={page} pages={pages} linkTo={(to) => `/professionals?page=${to}`} />
    </div>
  );
}
