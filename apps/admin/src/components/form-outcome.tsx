/**
 * What a screen's form answered last, above the form: the saved notice (a status) or the
 * refusal's form-wide messages (an alert). Each field's messages stay under the field.
 */
export function FormOutcome({
  saved,
  refusals,
}: {
  saved: string | null;
  refusals: readonly string[] | undefined;
}) {
  return (
    <>
      {saved !== null && (
        <p role="status" className="rounded bg-green-50 p-2 text-green-900">
          {saved}
        </p>
      )}
      {refusals && refusals.length > 0 && (
        <p role="alert" className="rounded bg-danger-50 p-2 text-danger-700">
          {refusals.join(' ')}
        </p>
      )}
    </>
  );
}
