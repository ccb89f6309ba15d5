import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { inputClass } from '../checkout/form-field.tsx';
import type { FormReply } from './form-reply.server.ts';

type InputFieldProps = {
  name: string;
  label: string;
  reply: FormReply | undefined;
  defaultValue?: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete?: string;
  hint?: string;
  required?: boolean;
};

/** A labelled input with its message right below it, read together by screen readers. */
export function InputField({
  name,
  label,
  reply,
  defaultValue = '',
  type = 'text',
  autoComplete,
  hint,
  required = true,
}: InputFieldProps) {
  const error = reply?.errors[name];
  const id = `field-${name}`;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={type === 'password' ? undefined : (reply?.values[name] ?? defaultValue)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        maxLength={254}
        className={inputClass}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-accent-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A checkbox whose label links a legal page ('He leído y acepto la {link}'). */
export function PolicyCheckbox({
  name,
  reply,
  template,
  linkText,
  to,
}: {
  name: string;
  reply: FormReply | undefined;
  template: string;
  linkText: string;
  to: string;
}) {
  const error = reply?.errors[name];
  const id = `field-${name}`;
  const [before, after] = template.split('{link}');
  return (
    <div>
      <label htmlFor={id} className="flex items-start gap-3 text-sm text-ink">
        <input
          id={id}
          type="checkbox"
          name={name}
          defaultChecked={reply?.values[name] === 'on'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span>
          {before}
          <ShopLink to={to} className="font-semibold text-brand-700 underline">
            {linkText}
          </ShopLink>
          {after}
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-accent-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function FormMessages({ reply }: { reply: FormReply | undefined }) {
  return (
    <div aria-live="polite">
      {reply?.formError && (
        <p
          role="alert"
          data-testid="form-error"
          className="rounded-xl border border-accent-500 bg-accent-100 p-3 font-semibold text-ink"
        >
          {reply.formError}
        </p>
      )}
      {reply?.notice && (
        <p
          role="status"
          data-testid="form-notice"
          className="rounded-xl border border-brand-200 bg-brand-50 p-3 font-semibold text-brand-900"
        >
          {reply.notice}
        </p>
      )}
    </div>
  );
}

export function SubmitButton({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  return (
    <button
      type="submit"
      disabled={navigation.state === 'submitting'}
      className="h-12 w-full rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
    >
      {children}
    </button>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="mb-4 rounded-xl border border-brand-200 bg-brand-50 p-3 font-semibold text-brand-900"
    >
      {children}
    </p>
  );
}
