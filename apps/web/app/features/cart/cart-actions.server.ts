import { translate } from '@shop/i18n';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import {
  cartApiFor,
  readCartId,
  shopperCartScope,
  type CartScope,
} from '../../lib/cart-session.server.ts';
import { headersWith } from '../account/account-session.server.ts';
import { localizedPath } from '../../lib/locale-path.ts';
import type { Storefront } from '../../lib/storefront.server.ts';
import { cartRefusal } from './cart-errors.server.ts';
import type { CartActionReply } from './cart-action-reply.ts';
import { formBody } from '../../lib/request-body.server.ts';

const RowId = z.coerce.number().int().positive();

/** The cart page's forms: one `intent` each, the same with and without JavaScript. */
const CartForm = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('quantity'),
    row: RowId,
    quantity: z.coerce.number(),
    /** The − and + buttons send the quantity shown and a step. */
    step: z.coerce.number().int().min(-1).max(1).optional(),
  }),
  z.object({ intent: z.literal('remove'), row: RowId }),
  z.object({ intent: z.literal('coupon'), code: z.string().trim().max(50) }),
  z.object({ intent: z.literal('remove-coupon') }),
]);
type CartForm = z.infer<typeof CartForm>;

async function apply(form: CartForm, cartId: string, scope: CartScope): Promise<string> {
  const api = cartApiFor(scope);
  const t = (key: Parameters<typeof translate>[1]) => translate(scope.locale, key);
  switch (form.intent) {
    case 'quantity':
      await api.setRowQuantity(cartId, form.row, form.quantity + (form.step ?? 0));
      return t('cartPage.row.updated');
    case 'remove':
      await api.deleteRow(cartId, form.row);
      return t('cartPage.row.removed');
    case 'coupon':
      return (await api.applyCoupon(cartId, form.code)).message;
    case 'remove-coupon':
      return (await api.removeCoupon(cartId)).message;
  }
}

/**
 * Changes the cart from its page or the side panel. The panel's fetchers (`answer=json`) and
 * the coupon forms get a reply with the message to announce; a plain quantity or removal post
 * is redirected back to the cart so a reload does not send it again.
 */
export async function changeCart(request: Request, storefront: Storefront) {
  const form = await formBody(request);
  const wantsJson = form.get('answer') === 'json';
  const cartPath = localizedPath('/cart', storefront.locale, storefront.editionLocale);
  const parsed = CartForm.safeParse(Object.fromEntries(form));
  const cartId = readCartId(request);
  if (!parsed.success || !cartId) throw redirect(cartPath);
  const { intent } = parsed.data;
  const { scope, setCookies } = await shopperCartScope(request, storefront);
  const headers = headersWith(setCookies);
  try {
    const message = await apply(parsed.data, cartId, scope);
    const reply: CartActionReply = { ok: true, intent, message };
    if (!wantsJson && (intent === 'quantity' || intent === 'remove'))
      return redirect(cartPath, { headers });
    return data(reply, { headers });
  } catch (error) {
    const refusal = cartRefusal(error);
    if (!refusal) throw error;
    // SPEC section 8 words a failed removal itself; the api's reason is not shown for it.
    const message =
      intent === 'remove-coupon'
        ? translate(storefront.locale, 'domain.errors.coupon.remove_failed')
        : (refusal.message ?? translate(storefront.locale, 'cartPage.errors.failed'));
    const reply: CartActionReply = { ok: false, intent, message };
    // The panel's fetchers show a refusal as a message; a page posted without JavaScript
    // is answered 400 with the same message on it.
    return data(reply, { status: wantsJson ? 200 : 400, headers });
  }
}
