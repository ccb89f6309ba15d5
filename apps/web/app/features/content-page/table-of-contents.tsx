import { useTranslate } from '../../lib/use-storefront.ts';

/** Links to the sections of a long page, so a customer can jump to what they came for. */
export function TableOfContents({ headings }: { headings: { text: string; anchor: string }[] }) {
  const t = useTranslate();
  return (
    <nav
      aria-label={t('content.tableOfContents')}
      className="rounded-2xl bg-white p-5 ring-1 ring-line lg:sticky lg:top-28"
    >
      <p className="text-sm font-bold tracking-wide text-brand-900 uppercase">
        {t('content.tableOfContents')}
      </p>
      <ol className="mt-3 space-y-2 text-sm">
        {headings.map((heading) => (
          <li key={heading.anchor}>
            <a
              href={`#${heading.anchor}`}
              className="text-ink-soft underline-offset-2 hover:text-brand-700 hover:underline"
            >
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
