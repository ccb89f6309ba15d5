import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { staffApi, type StaffApiError } from '../lib/staff-api.ts';
import { saveFailure } from './editor-footer.tsx';

/**
 * The state of a form that corrects something in place (an order's address, an installation
 * appointment): opened on what is stored now, saved with a PUT to `path`. A refused save keeps
 * what was typed beside the api's answer; a saved one closes the form, says so and reads the
 * page's data again.
 */
export function useInlineEditor<Values>(stored: () => Values, path: string) {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(stored);
  const [failure, setFailure] = useState<StaffApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  function open() {
    setValues(stored());
    setFailure(null);
    setSaved(false);
    setEditing(true);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    try {
      await staffApi(path, { method: 'PUT', body: values });
      setFailure(null);
      setEditing(false);
      setSaved(true);
      await revalidator.revalidate();
    } catch (error) {
      setFailure(saveFailure(error));
    } finally {
      setSaving(false);
    }
  }

  return {
    editing,
    values,
    setValues,
    failure,
    saving,
    saved,
    open,
    save,
    close: () => setEditing(false),
  };
}
