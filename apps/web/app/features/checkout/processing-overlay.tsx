import { useTranslate } from '../../lib/use-storefront.ts';

/** The full-page loader of SPEC section 2 while the order is placed and the provider opens. */
export function ProcessingOverlay() {
  const t = useTranslate();
  return (
    <div
      role="status"
      aria-live="assertive"
      data-testid="processing-overlay"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/90 backdrop-blur-sm"
    >
      <svg aria-hidden="true" viewBox="0 0 50 50" className="size-14 animate-spin text-brand-700">
        <circle
          cx="25"
          cy="25"
          r="20"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.2"
          strokeWidth="5"
        />
        <path
          d="M25 5a20 20 0 0 1 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <p className="text-lg font-semibold text-ink">{t('checkout.place.processing')}</p>
    </div>
  );
}
