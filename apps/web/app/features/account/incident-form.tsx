import { Form } from 'react-router';
import { useTranslate } from '../../lib/use-storefront.ts';
import { inputClass } from '../checkout/form-field.tsx';
import type { FormReply } from '../auth/form-reply.server.ts';
import { secondaryButton } from './account-page.tsx';
import { incidentReasons } from './incident-reasons.ts';

/** The order_incident form, folded until asked for (a disclosure works without JavaScript). */
export function IncidentForm({ reply }: { reply: FormReply | undefined }) {
  const t = useTranslate();
  const error = reply?.errors.message;
  return (
    <details open={Boolean(error)} className="rounded-xl ring-1 ring-line">
      <summary className={`${secondaryButton} w-full cursor-pointer list-none`}>
        {t('account.order.incident')}
      </summary>
      <Form method="post" className="space-y-3 p-4">
        <input type="hidden" name="intent" value="incident" />
        <h3 className="font-bold">{t('account.order.incidentTitle')}</h3>
        <div>
          <label htmlFor="incident-reason" className="text-sm font-medium">
            {t('account.order.incidentReason')}
          </label>
          <select
            id="incident-reason"
            name="reason"
            defaultValue={reply?.values.reason}
            className={inputClass}
          >
            {incidentReasons.map((reason) => (
              <option key={reason} value={reason}>
                {t(`account.order.reasons.${reason}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="incident-message" className="text-sm font-medium">
            {t('account.order.incidentMessage')}
          </label>
          <textarea
            id="incident-message"
            name="message"
            rows={4}
            maxLength={4000}
            defaultValue={reply?.values.message}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'incident-message-error' : undefined}
            className="mt-1 block w-full rounded-lg border border-line bg-white p-3 text-base"
          />
          {error && (
            <p id="incident-message-error" className="mt-1 text-sm font-medium text-accent-700">
              {error}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="h-11 w-full rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t('account.order.incidentSubmit')}
        </button>
      </Form>
    </details>
  );
}
