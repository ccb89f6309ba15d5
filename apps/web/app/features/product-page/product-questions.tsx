import type { AnsweredQuestion } from '@shop/api/contracts';
import { useTranslate } from '../../lib/use-storefront.ts';
import { QuestionForm } from './question-form.tsx';

/** Answered questions, then the form to ask one. */
export function ProductQuestions({
  questions,
  productId,
}: {
  questions: readonly AnsweredQuestion[];
  productId: number;
}) {
  const t = useTranslate();
  return (
    <section id="questions" aria-labelledby="product-questions" className="scroll-mt-24">
      <h2 id="product-questions" className="text-xl font-bold">
        {t('product.sections.questions')}
      </h2>
      {questions.length === 0 ? (
        <p className="mt-3 text-ink-soft">{t('product.questions.none')}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {questions.map((question) => (
            <li key={question.id} className="rounded-xl bg-white p-4 ring-1 ring-line">
              <p className="font-semibold">{question.question}</p>
              <p className="mt-2 border-l-4 border-brand-200 pl-3 text-sm leading-relaxed text-ink-soft">
                <span className="font-semibold text-brand-800">
                  {t('product.questions.answer')}:{' '}
                </span>
                {question.answer}
              </p>
            </li>
          ))}
        </ul>
      )}
      <QuestionForm productId={productId} />
    </section>
  );
}
