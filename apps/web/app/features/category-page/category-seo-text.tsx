/** The category's SEO text: plain text from the api, a blank line between paragraphs. */
export function CategorySeoText({ title, text }: { title: string; text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  if (paragraphs.length === 0) return null;
  return (
    <section className="mx-auto mt-16 max-w-3xl">
      <h2 className="text-xl font-bold text-brand-900">{title}</h2>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="mt-3 leading-relaxed text-ink-soft">
          {paragraph.trim()}
        </p>
      ))}
    </section>
  );
}
