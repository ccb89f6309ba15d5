import { useTranslate } from '../../lib/use-storefront.ts';

/** A booking question answered with one tap. */
export function YesNo({
  question,
  hint,
  onAnswer,
}: {
  question: string;
  hint: string;
  onAnswer: (value: boolean) => void;
}) {
  const t = useTranslate();
  const button =
    'h-11 flex-1 rounded-full bg-white font-semibold ring-1 ring-line hover:ring-brand-700';
  return (
    <div className="space-y-2">
      <p className="font-semibold">{question}</p>
      <p className="text-sm text-ink-soft">{hint}</p>
      <div className="flex gap-2">
        <button type="button" className={button} onClick={() => onAnswer(true)}>
          {t('product.installation.yes')}
        </button>
        <button type="button" className={button} onClick={() => onAnswer(false)}>
          {t('product.installation.no')}
        </button>
      </div>
    </div>
  );
}
