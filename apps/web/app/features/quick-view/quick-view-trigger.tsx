import { lazy, Suspense, useState } from 'react';
import { useTranslate } from '../../lib/use-storefront.ts';

const loadQuickView = () => import('./quick-view-modal.tsx');
// The quick view's code is fetched as the pointer or focus reaches a quick-view button.
const QuickViewModal = lazy(() =>
  loadQuickView().then((module) => ({ default: module.QuickViewModal })),
);

/** The button under a product card that opens the quick-view modal for that product. */
export function QuickViewTrigger({
  productId,
  name,
  className = '',
}: {
  productId: number;
  name: string;
  className?: string;
}) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onPointerEnter={() => void loadQuickView()}
        onFocus={() => void loadQuickView()}
        onClick={() => setOpen(true)}
        aria-label={`${t('product.quickView.title')}: ${name}`}
        aria-haspopup="dialog"
        className={`h-9 whitespace-nowrap rounded-full bg-white px-3 text-sm font-semibold text-brand-800 ring-1 ring-line hover:ring-brand-700 ${className}`}
      >
        {t('product.quickView.title')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <QuickViewModal productId={productId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
