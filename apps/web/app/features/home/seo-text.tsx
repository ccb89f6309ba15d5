import type { HomeSeoText } from '@shop/api/contracts';

/** Plain text from the api: a blank line separates paragraphs (no HTML crosses the api). */
export function SeoText({ texts }: { texts: HomeSeoText[] }) {
  if (texts.length === 0) return null;
  return (
    <div className="mx-auto mt-16 max-w-3xl space-y-10 px-4 sm:mt-24">
      {texts.map((text) => (
        <section key={text.id}>
          <h2 className="text-xl font-bold text-brand-900">{text.title}</h2>
          {text.content
            .split(/\n\s*\n/)
            .filter((paragraph) => paragraph.trim())
            .map((paragraph, index) => (
              <p key={index} className="mt-3 leading-relaxed text-ink-soft">
                {paragraph.trim()}
              </p>
            ))}
        </section>
      ))}
    </div>
  );
}
