import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import { ProcessingOverlay } from './processing-overlay.tsx';

/**
 * Submits the checkout form it names (it may sit outside it, next to the summary). While the
 * order is placed it is disabled and the full-page loader shows.
 */
export function PlaceOrderButton({
  formId,
  placing,
  transfer,
}: {
  formId: string;
  placing: boolean;
  transfer: boolean;
}) {
  const t = useTranslate();
  const [before, after] = t('checkout.place.terms').split('{link}');
  return (
    <div className="space-y-3">
      <button
        type="submit"
        form={formId}
        name="intent"
        value="place"
        disabled={placing}
        className="flex h-14 w-full items-center justify-center gap-2 rounded-full bg-accent-500 px-6 text-lg font-bold text-ink shadow-sm transition-colors hover:bg-accent-700 hover:text-white disabled:cursor-wait disabled:opacity-70"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 fill-none stroke-current stroke-2"
        >
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
        {transfer ? t('checkout.place.submitTransfer') : t('checkout.place.submit')}
      </button>
      <p className="text-center text-xs text-ink-soft">
        {before}
        <ShopLink to="/cms/condiciones-de-venta" className="font-semibold underline">
          {t('checkout.place.termsLink')}
        </ShopLink>
        {after}
      </p>
      {placing && <ProcessingOverlay />}
    </div>
  );
}
