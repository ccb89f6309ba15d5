import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { dateTime } from '../lib/format.ts';
import { StaffApiError, staffApi } from '../lib/staff-api.ts';
import type { OrderNote } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { DetailSection } from './detail-section.tsx';
import { FieldMessages } from './field-messages.tsx';

/**
 * The order's staff notes and the box to add one. Every role that reads orders may write
 * (support writes down the customers' calls); notes cannot be edited or removed.
 */
export function OrderNotes({ orderId, notes }: { orderId: number; notes: OrderNote[] }) {
  const { t, locale } = useStaffLanguage();
  const revalidator = useRevalidator();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [status, setStatus] = useState<'idle' | 'saving' | 'added'>('idle');
  const id = useId();

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus('saving');
    try {
      await staffApi(`orders/${orderId}/notes/`, { method: 'POST', body: { text } });
      setText('');
      setErrors([]);
      setStatus('added');
      await revalidator.revalidate();
    } catch (error) {
      setStatus('idle');
      setErrors(
        error instanceof StaffApiError
          ? [...error.messagesFor('text'), ...error.messagesFor('non_field_errors')].concat(
              error.status === 400 ? [] : [error.message],
            )
          : [t('staffApp.notes.failed')],
      );
    }
  }

  return (
    <DetailSection id="notes" title={t('staffApp.notes.title')}>
      {notes.length > 0 && (
        <ol className="flex flex-col gap-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded border border-line bg-white px-3 py-2">
              <p className="text-ink-soft">
                <time dateTime={note.at} className="tabular-nums">
                  {dateTime(note.at, locale)}
                </time>{' '}
                · {note.staff_name}
              </p>
              <p className="whitespace-pre-line">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={add} className="flex max-w-2xl flex-col gap-1">
        <label htmlFor={`${id}-text`} className="font-medium">
          {t('staffApp.notes.label')}
        </label>
        <p id={`${id}-hint`} className="text-ink-soft">
          {t('staffApp.notes.hint')}
        </p>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={3}
          maxLength={4000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={`${id}-hint ${id}-messages`}
          className="rounded border border-ink-soft bg-white px-2 py-1"
        />
        <FieldMessages id={`${id}-messages`} messages={errors} />
        <div className="flex items-center gap-3">
          <button
            type="submit"
            disabled={status === 'saving'}
            className="rounded bg-brand-700 px-4 py-1.5 font-semibold text-white disabled:opacity-60"
          >
            {t('staffApp.notes.add')}
          </button>
          <p role="status" className="text-brand-900">
            {status === 'added' ? t('staffApp.notes.added') : ''}
          </p>
        </div>
      </form>
    </DetailSection>
  );
}
