import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { NewsletterOutcome } from './newsletter-outcome.ts';

/**
 * The answer to a subscription (SPEC section 8): success with 'Aceptar', 'Lo sentimos!' when the
 * e-mail is already subscribed, 'Opps!' for anything else (with the api's words when it says
 * how long to wait after too many requests). `close` is a button with JavaScript
 * and a link back to the page without it.
 */
export function NewsletterDialog({
  outcome,
  message,
  close,
}: {
  outcome: NewsletterOutcome;
  message: string | null;
  close: (props: { className: string; children: ReactNode }) => ReactNode;
}) {
  const t = useTranslate();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);
  const content = {
    created: [
      t('accountShell.newsletterDialog.createTitle'),
      t('accountShell.newsletterDialog.createText'),
    ],
    resubscribed: [
      t('accountShell.newsletterDialog.againTitle'),
      t('accountShell.newsletterDialog.againText'),
    ],
    exists: [
      t('accountShell.newsletterDialog.existsTitle'),
      message ?? t('accountShell.newsletterDialog.existsText'),
    ],
    error: [
      t('accountShell.newsletterDialog.errorTitle'),
      message ?? t('accountShell.newsletterDialog.errorText'),
    ],
  }[outcome];
  const subscribed = outcome === 'created' || outcome === 'resubscribed';
  const tone = subscribed ? 'bg-brand-50 text-brand-800' : 'bg-accent-100 text-accent-700';
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink/60 p-4">
      <div
        ref={dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="newsletter-dialog-title"
        aria-describedby="newsletter-dialog-text"
        data-testid={`newsletter-dialog-${outcome}`}
        className="w-full max-w-md rounded-2xl bg-white p-6 text-center text-ink shadow-xl"
      >
        <span
          aria-hidden="true"
          className={`mx-auto flex size-12 items-center justify-center rounded-full text-2xl font-bold ${tone}`}
        >
          {subscribed ? '✓' : '!'}
        </span>
        <h2 id="newsletter-dialog-title" className="mt-3 text-xl font-bold">
          {content[0]}
        </h2>
        <p id="newsletter-dialog-text" className="mt-2 text-ink-soft">
          {content[1]}
        </p>
        {close({
          className:
            'mt-5 inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-8 font-semibold text-white hover:bg-brand-800',
          children: t('accountShell.newsletterDialog.accept'),
        })}
      </div>
    </div>
  );
}
