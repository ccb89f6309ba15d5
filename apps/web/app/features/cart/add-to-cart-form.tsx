import type { PriceConfigurationRequest } from '@shop/api/contracts';
import { useId } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslate } from '../../lib/use-storefront.ts';
import { useHydrated } from '../configurator/use-hydrated.ts';
import { addErrorMessageKeys, addErrorParam, parseAddError } from './add-to-cart-reply.ts';
import { useAddToCart } from './use-add-to-cart.ts';

export const addToCartButtonClass =
  'flex h-13 w-full items-center justify-center rounded-full bg-accent-500 text-lg font-semibold text-ink shadow-sm hover:bg-accent-100 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * 'Añadir al carrito' as a real form: without JavaScript it posts to /cart/add, which sends
 * the shopper to the cart (or back here with the refusal in the URL); with JavaScript the
 * same form posts in the background and the side-panel cart opens.
 */
export function AddToCartForm({
  productId,
  configuration,
  withQuantity = false,
}: {
  productId: number;
  /** A configured product's choices; a plain product sends only its quantity. */
  configuration?: PriceConfigurationRequest;
  withQuantity?: boolean;
}) {
  const t = useTranslate();
  const id = useId();
  const hydrated = useHydrated();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { fetcher, action, error, busy } = useAddToCart();
  const returned = fetcher.data ? null : parseAddError(searchParams.get(addErrorParam));
  const message = error ?? (returned ? t(addErrorMessageKeys[returned]) : null);
  const back = new URLSearchParams(location.search);
  back.delete(addErrorParam);
  const returnTo = `${location.pathname}${back.size > 0 ? `?${back}` : ''}`;
  return (
    <fetcher.Form method="post" action={action} id="add-to-cart" className="space-y-3">
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {configuration && (
        <input type="hidden" name="configuration" value={JSON.stringify(configuration)} />
      )}
      {hydrated && <input type="hidden" name="answer" value="json" />}
      {withQuantity && (
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={`${id}-quantity`} className="font-semibold">
            {t('cartPage.add.quantity')}
          </label>
          <input
            id={`${id}-quantity`}
            type="number"
            name="quantity"
            inputMode="numeric"
            min={1}
            max={999}
            required
            defaultValue={1}
            className="h-11 w-24 rounded-lg border border-line bg-white px-3 text-center font-semibold"
          />
        </div>
      )}
      <button
        type="submit"
        disabled={busy}
        aria-describedby={message ? `${id}-error` : undefined}
        className={addToCartButtonClass}
      >
        {busy ? t('cartPage.add.adding') : t('cartPage.add.button')}
      </button>
      <div aria-live="assertive">
        {message && (
          <p
            id={`${id}-error`}
            data-testid="add-to-cart-error"
            className="rounded-lg bg-accent-100 p-3 text-sm font-medium text-accent-700"
          >
            {message}
          </p>
        )}
      </div>
    </fetcher.Form>
  );
}
