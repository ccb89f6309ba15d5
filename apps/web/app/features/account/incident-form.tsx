import { useState } from 'react';
import { Form } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import { inputClass } from '../checkout/form-field.tsx';
import type { FormReply } from '../auth/form-reply.server.ts';
import { useHydrated } from '../configurator/use-hydrated.ts';
import { OverlayDialog } from '../product-page/overlay-dialog.tsx';
import { secondaryButton } from './account-page.tsx';
import { incidentReasons } from './incident-reasons.ts';

const sectionId = 'order-incident';

/**
 * 'Open incident': the order_incident modal of SPEC section 2. With JavaScript it is a native
 * modal <dialog> (OverlayDialog: focus kept inside, Escape closes, the page behind does not
 * scroll). Without it, and until the page hydrates, the same form is in the page, shown by its
 * link's #fragment (:target) or by a message to correct, so it can always be posted.
 */
export function IncidentForm({ reply }: { reply: FormReply | undefined }) {
  const t = useTranslate();
  const hydrated = useHydrated();
  const failed = Boolean(reply?.errors.message ?? reply?.formError);
  const [open, setOpen] = useState(failed);

  // A new answer to the form. Recorded: the modal has done its job and the page shows the
  // notice. Refused: it stays open with the message on its field. (State adjusted while
  // rendering, as React advises for state that follows a prop.)
  const [answered, setAnswered] = useState(reply);
  if (reply !== answered) {
    setAnswered(reply);
    if (reply?.notice) setOpen(false);
    else if (failed) setOpen(true);
  }

  if (!hydrated) {
    return (
      <>
        <a href={`#${sectionId}`} className={`${secondaryButton} w-full`}>
          {t('account.order.incident')}
        </a>
        <section
          id={sectionId}
          aria-label={t('account.order.incidentTitle')}
          className={`${failed ? 'block' : 'hidden target:block'} rounded-xl ring-1 ring-line`}
        >
          {/* A refusal of the whole form shows above the page, where this section sits. */}
          <IncidentFields reply={reply} showFormError={false} />
        </section>
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`${secondaryButton} w-full`}
      >
        {t('account.order.incident')}
      </button>
      <OverlayDialog
        open={open}
        onClose={() => setOpen(false)}
        label={t('account.order.incidentTitle')}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl"
      >
        <div
          data-testid="order-incident"
          className="relative max-h-[calc(100dvh-2rem)] overflow-y-auto"
        >
          <button
            type="button"
            onClick={() => setOpen(false)}
            aria-label={t('account.order.incidentClose')}
            className="absolute right-3 top-3 flex size-10 items-center justify-center rounded-full hover:bg-brand-50"
          >
            <Icon name="close" />
          </button>
          {/* The page behind the modal is inert: a refusal must show inside it. */}
          <IncidentFields reply={reply} showFormError />
        </div>
      </OverlayDialog>
    </>
  );
}

/** The reason and the message, posted to the order page's action (intent=incident). */
function IncidentFields({
  reply,
  showFormError,
}: {
  reply: FormReply | undefined;
  showFormError: boolean;
}) {
  const t = useTranslate();
  const error = reply?.errors.message;
  return (
    <Form method="post" className="space-y-3 p-5">
      <input type="hidden" name="intent" value="incident" />
      <h2 className="pr-10 text-lg font-bold">{t('account.order.incidentTitle')}</h2>
      {showFormError && reply?.formError && (
        <p role="alert" className="text-sm font-medium text-accent-700">
          {reply.formError}
        </p>
      )}
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
  );
}
