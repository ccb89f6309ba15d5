import { useTranslate } from '../../lib/use-storefront.ts';
import { dismissToast, useToasts, type ToastKind } from './toast-store.ts';

const kindStyle: Record<ToastKind, { box: string; icon: string }> = {
  error: {
    box: 'border-red-200 bg-red-50 text-red-900',
    icon: 'M12 8v5M12 16.5h.01M12 3l9.5 17h-19z',
  },
  success: { box: 'border-brand-200 bg-brand-50 text-brand-900', icon: 'M5 12.5l4.5 4.5L19 7.5' },
};

/** The toasts any feature raised with showToast, at the top right (SPEC section 8). */
export function Toaster() {
  const t = useTranslate();
  const toasts = useToasts();
  return (
    <div
      role="status"
      aria-live="polite"
      data-widget="toasts"
      className="pointer-events-none fixed right-4 top-4 z-50 flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          data-kind={toast.kind}
          className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-3 text-sm shadow-lg ${kindStyle[toast.kind].box}`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
            className="size-5 shrink-0"
          >
            <path d={kindStyle[toast.kind].icon} />
          </svg>
          <p className="flex-1">
            <span className="sr-only">{t(`widgets.toast.${toast.kind}`)}: </span>
            {toast.message}
          </p>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            className="-m-1 rounded p-1 hover:bg-black/5"
            aria-label={t('widgets.toast.close')}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              className="size-4"
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
