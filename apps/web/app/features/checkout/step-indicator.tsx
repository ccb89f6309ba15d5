import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';

export type CheckoutStep = 1 | 2 | 3;

/** The three steps of SPEC section 4 (cart, payment and shipping, confirmation). */
export function StepIndicator({ current }: { current: CheckoutStep }) {
  const t = useTranslate();
  const steps = [
    { step: 1, label: t('checkout.steps.cart'), to: '/cart' },
    { step: 2, label: t('checkout.steps.details'), to: null },
    { step: 3, label: t('checkout.steps.confirmation'), to: null },
  ] as const;
  return (
    <nav aria-label={t('checkout.steps.label')}>
      <ol className="flex items-center gap-2 text-sm sm:gap-3">
        {steps.map(({ step, label, to }, index) => {
          const done = step < current;
          const here = step === current;
          const marker = (
            <span
              aria-hidden="true"
              className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                done
                  ? 'bg-brand-700 text-white'
                  : here
                    ? 'bg-accent-500 text-ink'
                    : 'bg-white text-ink-soft ring-1 ring-line'
              }`}
            >
              {done ? '✓' : step}
            </span>
          );
          const text = (
            <>
              {/* Phones show the current step's name only; the others stay for screen readers. */}
              <span
                className={here ? 'font-bold text-ink' : 'sr-only text-ink-soft sm:not-sr-only'}
              >
                {label}
              </span>
              {done && <span className="sr-only"> ({t('checkout.steps.done')})</span>}
            </>
          );
          return (
            <li
              key={step}
              aria-current={here ? 'step' : undefined}
              className="flex min-w-0 items-center gap-2 sm:gap-3"
            >
              {done && to ? (
                <ShopLink to={to} className="flex items-center gap-2 hover:underline">
                  {marker}
                  {text}
                </ShopLink>
              ) : (
                <span className="flex items-center gap-2">
                  {marker}
                  {text}
                </span>
              )}
              {index < steps.length - 1 && (
                <span aria-hidden="true" className="h-px w-4 shrink-0 bg-line sm:w-10" />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
