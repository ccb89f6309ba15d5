import type { InputHTMLAttributes, ReactNode } from 'react';
import type { FetcherWithComponents } from 'react-router';
import type { OrderActionResult } from '../routes/order-actions.ts';
import { FieldMessages } from './field-messages.tsx';

/** The one fetcher every order action form posts through (see OrderActionsPanel). */
export type OrderActionFetcher = FetcherWithComponents<OrderActionResult | undefined>;

/** The messages the api gave the form `formId`, none when another form asked. */
export function errorsOf(fetcher: OrderActionFetcher, formId: string): Record<string, string[]> {
  const data = fetcher.data;
  return data && !data.ok && data.formId === formId ? data.errors : {};
}

export const inputClass =
  'w-full rounded border border-ink-soft bg-white px-2 py-1.5 font-normal aria-invalid:border-danger-700';
export const primaryButton =
  'rounded bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-900 disabled:opacity-60';
export const secondaryButton =
  'rounded border border-ink-soft bg-white px-3 py-1.5 font-medium hover:bg-surface disabled:opacity-60';
export const dangerButton =
  'rounded bg-danger-700 px-3 py-1.5 font-semibold text-white hover:opacity-90 disabled:opacity-60';

/**
 * A labelled field of an action form: a one-line input, or a text area for longer notes. Its id
 * is prefixed by the form's (several forms on the page have a carrier or a reason); its hint and
 * the api's messages are tied to it by aria-describedby.
 */
export function ActionField({
  formId,
  name,
  label,
  errors,
  hint,
  multiline = false,
  className = '',
  ...input
}: {
  formId: string;
  name: string;
  label: string;
  errors: Record<string, string[]>;
  hint?: string;
  multiline?: boolean;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'className'>) {
  const id = `${formId}-${name}`;
  const messages = errors[name] ?? [];
  const wrong = messages.length > 0;
  const describedBy = [hint ? `${id}-hint` : '', `${id}-messages`].filter(Boolean).join(' ');
  const shared = {
    id,
    name,
    'aria-invalid': wrong || undefined,
    'aria-describedby': describedBy,
    className: inputClass,
  };
  return (
    <div className={`flex flex-col gap-1 text-sm font-medium ${className}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          {...shared}
          rows={2}
          required={input.required}
          readOnly={input.readOnly}
          defaultValue={input.defaultValue}
        />
      ) : (
        <input {...shared} {...input} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs font-normal text-ink-soft">
          {hint}
        </p>
      )}
      <FieldMessages id={`${id}-messages`} messages={messages} />
    </div>
  );
}

/** What the api refused about the whole form (a 409: the order moved meanwhile). */
export function FormAlert({ errors }: { errors: Record<string, string[]> }) {
  const messages = errors.non_field_errors ?? [];
  if (messages.length === 0) return null;
  return (
    <p role="alert" className="rounded bg-danger-50 px-3 py-2 text-sm text-danger-700">
      {messages.join(' ')}
    </p>
  );
}

/** The hidden fields that say which call and which form. */
export function ActionIdentity({
  intent,
  formId,
  subOrderId,
}: {
  intent: string;
  formId: string;
  subOrderId?: number;
}) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="form_id" value={formId} />
      {subOrderId !== undefined && <input type="hidden" name="sub_order_id" value={subOrderId} />}
    </>
  );
}

/** A card of the actions panel, titled. */
export function ActionCard({
  titleId,
  title,
  children,
  tone = 'plain',
}: {
  titleId: string;
  title: string;
  children: ReactNode;
  tone?: 'plain' | 'attention';
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={`flex flex-col gap-3 rounded border bg-white p-3 ${tone === 'attention' ? 'border-brand-600 shadow-[inset_4px_0_0_var(--color-brand-600)]' : 'border-line'}`}
    >
      <h3 id={titleId} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
