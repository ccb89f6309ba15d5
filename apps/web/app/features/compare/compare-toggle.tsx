import { Form } from 'react-router';
import { useLocalizedPath, useTranslate } from '../../lib/use-storefront.ts';
import { maxComparedProducts } from './compare-ids.ts';
import { toggleCompared, useComparedIds } from './compare-store.ts';

/**
 * The "compare" switch of a listing card. Without JavaScript it is a form that opens the compare
 * page with this product; with it, it adds the product to the browser's compare list or takes
 * it out. A full list refuses more (aria-disabled keeps the button focusable and announced).
 */
export function CompareToggle({ productId, name }: { productId: number; name: string }) {
  const t = useTranslate();
  const localized = useLocalizedPath();
  const { ids, loaded } = useComparedIds();
  const chosen = ids.includes(productId);
  const full = !chosen && ids.length >= maxComparedProducts;
  return (
    <Form
      method="get"
      action={localized('/comparar')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!full) toggleCompared(productId);
      }}
    >
      <input type="hidden" name="ids" value={productId} />
      <button
        type="submit"
        aria-pressed={chosen}
        aria-disabled={full || undefined}
        aria-label={t('listing.compare.toggle', { name })}
        title={full ? t('listing.compare.full', { max: maxComparedProducts }) : undefined}
        data-testid={`compare-${productId}`}
        data-ready={loaded}
        className={`flex h-9 w-full items-center justify-center gap-2 whitespace-nowrap rounded-full px-3 text-sm font-semibold ring-1 transition-colors ${
          chosen
            ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800'
            : 'bg-white text-brand-800 ring-line hover:ring-brand-700'
        } ${full ? 'cursor-not-allowed text-ink-soft' : ''}`}
      >
        <span
          aria-hidden="true"
          className={`flex size-4 items-center justify-center rounded border ${
            chosen ? 'border-white bg-white text-brand-700' : 'border-current'
          }`}
        >
          {chosen && (
            <svg viewBox="0 0 16 16" className="size-3" fill="none">
              <path
                d="M3.5 8.5l3 3 6-7"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          )}
        </span>
        {t('listing.compare.button')}
      </button>
    </Form>
  );
}
