import type { InputHTMLAttributes } from 'react';
import { FieldMessages } from './field-messages.tsx';

const field = 'rounded border border-ink-soft bg-white px-2 py-1';
const labelled = 'flex flex-col gap-1 text-sm font-medium';

/**
 * A labelled choice. With `anyLabel`, its first option, "any", leaves the filter out; without,
 * one of `options` is always chosen.
 */
export function ChoiceField({
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  name: string;
  label: string;
  value: string | number | undefined;
  anyLabel?: string;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <div className={`${labelled} max-w-full`}>
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} defaultValue={value ?? ''} className={`${field} max-w-full`}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A labelled input (text, e-mail, password, date, search) with its error messages, tied to it
 * by aria-describedby, when it can have some.
 */
export function TextField({
  name,
  id = name,
  label,
  errors,
  className = '',
  inputClassName = field,
  ...input
}: {
  name: string;
  /** The input's id when a page has several forms with this field (the name by default). */
  id?: string;
  label: string;
  errors?: string[];
  className?: string;
  inputClassName?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>) {
  const wrong = errors !== undefined && errors.length > 0;
  return (
    <div className={`${labelled} ${className}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        aria-invalid={wrong || undefined}
        aria-describedby={errors ? `${id}-messages` : undefined}
        className={inputClassName}
        {...input}
      />
      {errors && <FieldMessages id={`${id}-messages`} messages={errors} />}
    </div>
  );
}
