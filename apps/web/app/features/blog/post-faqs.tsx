import type { PostFaq } from '@shop/api/contracts';
import { useId } from 'react';
import { useTranslate } from '../../lib/use-storefront.ts';

/**
 * The post's questions as disclosure widgets (open and close without JavaScript); null FAQs
 * mean the api could not read them, which the reader is told (SPEC section 8).
 */
export function PostFaqs({ faqs }: { faqs: readonly PostFaq[] | null }) {
  const t = useTranslate();
  const headingId = useId();
  if (faqs !== null && faqs.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-900">
        {t('blog.faqs.title')}
      </h2>
      {faqs === null ? (
        <p role="alert" className="mt-4 rounded-xl bg-accent-100 p-4 font-semibold text-accent-700">
          {t('blog.faqs.error')}
        </p>
      ) : (
        <div className="mt-4 divide-y divide-line rounded-2xl bg-white ring-1 ring-line">
          {faqs.map((faq) => (
            <details key={faq.question} className="group px-5 py-4">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                <h3 className="text-base">{faq.question}</h3>
                <span
                  aria-hidden="true"
                  className="mt-0.5 text-xl leading-none text-brand-700 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="mt-3 leading-relaxed text-ink-soft">{faq.answer}</p>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
