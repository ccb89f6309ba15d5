import type { Cart } from '@shop/api/contracts';
import { formatMoney } from '@shop/domain';
import { useId } from 'react';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';
import type { CartActionReply } from './cart-action-reply.ts';
import { useCartForm } from './use-cart-form.ts';

const isCouponReply = (reply: CartActionReply | undefined) =>
  reply?.intent === 'coupon' || reply?.intent === 'remove-coupon' ? reply : undefined;

/**
 * Apply a coupon (POST coupons/validate-coupon/) or remove it (PUT disable_coupon/), with the
 * messages of SPEC section 8 as the api words them. `pageReply` is the answer to a plain
 * post, when the page was sent without JavaScript.
 */
export function CouponForm({ cart, pageReply }: { cart: Cart; pageReply?: CartActionReply }) {
  const t = useTranslate();
  const { locale } = useLocale();
  const id = useId();
  const { fetcher, action, hydrated, busy } = useCartForm('cart-coupon');
  const reply = isCouponReply(fetcher.data) ?? isCouponReply(pageReply);
  const json = hydrated && <input type="hidden" name="answer" value="json" />;
  const { coupon } = cart;
  return (
    <div className="space-y-3">
      {coupon ? (
        <fetcher.Form
          method="post"
          action={action}
          className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 px-3 py-2 text-sm"
        >
          <input type="hidden" name="intent" value="remove-coupon" />
          {json}
          <p>
            <span className="font-semibold text-brand-900" data-testid="cart-coupon">
              {t('cartPage.coupon.active', { code: coupon.code })}
            </span>
            {coupon.total_discount > 0 && (
              <span className="ml-2 text-brand-800">
                −{formatMoney(coupon.total_discount, locale)}
              </span>
            )}
            {coupon.message && <span className="block text-accent-700">{coupon.message}</span>}
          </p>
          <button
            type="submit"
            disabled={busy}
            aria-label={t('cartPage.coupon.removeLabel', { code: coupon.code })}
            className="rounded-full px-3 py-1.5 font-semibold text-brand-700 ring-1 ring-brand-700/30 hover:bg-white"
          >
            {t('cartPage.coupon.remove')}
          </button>
        </fetcher.Form>
      ) : (
        <fetcher.Form method="post" action={action}>
          <input type="hidden" name="intent" value="coupon" />
          {json}
          <label htmlFor={`${id}-code`} className="text-sm font-semibold">
            {t('cartPage.coupon.title')}
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id={`${id}-code`}
              name="code"
              required
              maxLength={50}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t('cartPage.coupon.label')}
              aria-describedby={reply ? `${id}-message` : undefined}
              aria-invalid={reply && !reply.ok ? true : undefined}
              className="h-11 min-w-0 flex-1 rounded-lg border border-line bg-white px-3 uppercase aria-invalid:border-accent-700"
            />
            <button
              type="submit"
              disabled={busy}
              className="h-11 rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {t('cartPage.coupon.apply')}
            </button>
          </div>
        </fetcher.Form>
      )}
      {reply && (
        <p
          id={`${id}-message`}
          data-testid="coupon-message"
          className={`text-sm font-medium ${reply.ok ? 'text-brand-800' : 'text-accent-700'}`}
        >
          {reply.message}
        </p>
      )}
    </div>
  );
}
