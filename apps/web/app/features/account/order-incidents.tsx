import { useTranslate } from '../../lib/use-storefront.ts';
import type { ClientOrder } from './account-api.server.ts';
import { Panel, useAccountFormat } from './account-page.tsx';

/** The incidents the customer opened on the order, each followed by the shop's answers. */
export function OrderIncidents({ incidents }: { incidents: ClientOrder['incidents'] }) {
  const t = useTranslate();
  const { date } = useAccountFormat();
  if (incidents.length === 0) return null;
  return (
    <section aria-labelledby="order-incidents" data-testid="order-incidents" className="mt-6">
      <Panel>
        <h2 id="order-incidents" className="text-lg font-bold text-ink">
          {t('account.order.incidentsTitle')}
        </h2>
        <ul className="mt-3 space-y-4">
          {incidents.map((incident) => (
            <li key={incident.id} className="border-t border-line pt-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">
                  {incident.reason_label}
                  <span className="font-normal text-ink-soft"> · {date(incident.created_at)}</span>
                </p>
                <span className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-bold text-brand-800 ring-1 ring-brand-200">
                  {incident.status_label}
                </span>
              </div>
              <p className="mt-1 whitespace-pre-wrap text-ink">{incident.message}</p>
              {incident.answers.length === 0 ? (
                <p className="mt-2 text-sm text-ink-soft">{t('account.order.incidentAwaiting')}</p>
              ) : (
                incident.answers.map((answer, index) => (
                  <div
                    key={index}
                    className="mt-2 rounded border-l-4 border-brand-600 bg-brand-50 p-3"
                  >
                    <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">
                      {t('account.order.incidentAnswer', { date: date(answer.sent_at) })}
                    </p>
                    <p className="mt-1 whitespace-pre-wrap text-ink">{answer.text}</p>
                  </div>
                ))
              )}
            </li>
          ))}
        </ul>
      </Panel>
    </section>
  );
}
