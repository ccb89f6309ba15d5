/** A field's error messages, tied to it by aria-describedby. */
export function FieldMessages({ id, messages }: { id: string; messages?: string[] }) {
  return (
    <p id={id} className="text-sm text-danger-700">
      {messages?.join(' ')}
    </p>
  );
}
