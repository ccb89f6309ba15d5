import { StaffApiError } from '../lib/staff-api.ts';

/**
 * The foot of an inline editor (an order's address, an installation appointment): what a
 * refused save says beyond its fields (the form-wide messages, or the api's answer when it was
 * not a 400), then save and cancel. `span` is the grid's full-width class, written out by the
 * caller so Tailwind sees it.
 */
export function EditorFooter({
  failure,
  saving,
  saveLabel,
  cancelLabel,
  onCancel,
  span,
}: {
  failure: StaffApiError | null;
  saving: boolean;
  saveLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  span: string;
}) {
  const general = failure
    ? [
        ...failure.messagesFor('non_field_errors'),
        ...(failure.status === 400 ? [] : [failure.message]),
      ]
    : [];
  return (
    <>
      {general.length > 0 && (
        <p role="alert" className={`text-danger-700 ${span}`}>
          {general.join(' ')}
        </p>
      )}
      <div className={`flex flex-wrap gap-3 ${span}`}>
        <button
          type="submit"
          disabled={saving}
          className="rounded bg-brand-700 px-4 py-1.5 font-semibold whitespace-nowrap text-white disabled:opacity-60"
        >
          {saveLabel}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded border border-line px-4 py-1.5 whitespace-nowrap"
        >
          {cancelLabel}
        </button>
      </div>
    </>
  );
}

/** A failed save as the editors keep it: the api's refusal, or an unreadable answer. */
export const saveFailure = (error: unknown) =>
  error instanceof StaffApiError ? error : new StaffApiError(0, {});
