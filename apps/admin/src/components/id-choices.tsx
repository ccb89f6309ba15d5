import { FieldMessages } from './field-messages.tsx';

/** Checkboxes of a list of ids (categories, complements) in a scrolling box. */
export function IdChoices({
  name,
  legend,
  options,
  checked,
  errors,
}: {
  name: string;
  legend: string;
  options: { id: number; name: string }[];
  checked: string;
  errors: string[];
}) {
  const selected = new Set(checked.split(','));
  return (
    <fieldset className="flex flex-col gap-1 text-sm" aria-describedby={`${name}-messages`}>
      <legend className="font-medium">{legend}</legend>
      <div className="max-h-56 overflow-y-auto rounded border border-ink-soft bg-white p-2">
        {options.map((option) => (
          <label key={option.id} className="flex items-start gap-2 py-0.5">
            <input
              type="checkbox"
              name={name}
              value={option.id}
              defaultChecked={selected.has(String(option.id))}
              className="mt-1"
            />
            {option.name}
          </label>
        ))}
      </div>
      <FieldMessages id={`${name}-messages`} messages={errors} />
    </fieldset>
  );
}
