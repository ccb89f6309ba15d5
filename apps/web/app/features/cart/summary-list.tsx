type Pair = { label: string; value: string };

/**
 * A row's configuration or installation as the api words it (label and value pairs): a list,
 * or one clamped line where space is short (the cart panel). The cart, the order pages and the
 * quotation show a row's choices with it, so they read the same everywhere.
 */
export function SummaryList({ pairs, compact }: { pairs: Pair[]; compact: boolean }) {
  if (pairs.length === 0) return null;
  if (compact)
    return (
      <p className="line-clamp-2 text-xs text-ink-soft">
        {pairs.map((pair) => `${pair.label}: ${pair.value}`).join(' · ')}
      </p>
    );
  return (
    <dl className="space-y-0.5 text-sm">
      {pairs.map((pair, index) => (
        <div key={`${pair.label}-${index}`} className="flex justify-between gap-3">
          <dt className="text-ink-soft">{pair.label}</dt>
          <dd className="text-right font-medium">{pair.value}</dd>
        </div>
      ))}
    </dl>
  );
}
