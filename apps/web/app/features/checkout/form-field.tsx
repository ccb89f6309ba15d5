import type { ReactNode } from 'react';
import { useTranslate } from '../../lib/use-storefront.ts';

export const inputClass =
  'mt-1 block h-12 w-full rounded-lg border border-line bg-white px-3 text-base text-ink shadow-xs transition-colors placeholder:text-ink-soft/70 focus:border-brand-600 aria-invalid:border-accent-700 aria-invalid:bg-accent-100/40';

type FieldShellProps = {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
};

/** Label, control, hint and the field's message right below it (read with the control). */
function FieldShell({
  id,
  label,
  required,
  hint,
  error,
  className = '',
  children,
}: FieldShellProps) {
  const t = useTranslate();
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="text-accent-700">
              {' '}
              *
            </span>
            <span className="sr-only"> {t('checkout.form.required')}</span>
          </>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          data-testid={`error-${id}`}
          className="mt-1 flex items-start gap-1 text-sm font-medium text-accent-700"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="mt-0.5 size-4 shrink-0 fill-current"
          >
            <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm-.9 4h1.8v5.2H9.1zm0 6.6h1.8v1.8H9.1z" />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

type TextFieldProps = {
  name: string;
  label: string;
  defaultValue: string;
  error?: string;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  maxLength?: number;
  className?: string;
};

/** Ids are the field names: one checkout form per page, and e2e tests find fields by them. */
export function TextField({
  name,
  label,
  defaultValue,
  error,
  hint,
  required = false,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength = 200,
  className,
}: TextFieldProps) {
  const id = name;
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
      />
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'> & {
  rows?: number;
};

export function TextAreaField({
  name,
  label,
  defaultValue,
  error,
  hint,
  maxLength = 2000,
  rows = 3,
  className,
}: TextAreaFieldProps) {
  const id = name;
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        name={name}
        defaultValue={defaultValue}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${inputClass} h-auto py-2.5`}
      />
    </FieldShell>
  );
}

type SelectFieldProps = {
  name: string;
  label: string;
  defaultValue: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  required?: boolean;
  className?: string;
};

export function SelectField({
  name,
  label,
  defaultValue,
  options,
  error,
  required = false,
  className,
}: SelectFieldProps) {
  const id = name;
  return (
    <FieldShell id={id} label={label} required={required} error={error} className={className}>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        className={inputClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A value the customer cannot change (the edition's country), shown like a field. */
export function FixedField({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <div>
      <p className="text-sm font-medium text-ink">{label}</p>
      <p className="mt-1 flex h-12 items-center rounded-lg border border-dashed border-line bg-surface px-3 text-base text-ink">
        {value}
      </p>
      <p className="mt-1 text-xs text-ink-soft">{hint}</p>
    </div>
  );
}
