import { translate } from '@shop/i18n';
import { data, redirect } from 'react-router';
import { z } from 'zod';
import { ensureCart } from '../../lib/cart-session.server.ts';
import { headersWith } from '../account/account-session.server.ts';
import { localizedPath } from '../../lib/locale-path.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import type { Storefront } from '../../lib/storefront.server.ts';
import { cartRefusal } from './cart-errors.server.ts';
import { addErrorParam, type AddToCartError, type AddToCartReply } from './add-to-cart-reply.ts';
import { formBody } from '../../lib/request-body.server.ts';

/** A configuration as the configurator serialises it; the api checks every id and measure. */
const ConfigurationJson = z
  .string()
  .max(20_000)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'configuration is not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string(), z.unknown()));

const AddToCartForm = z.object({
  product_id: z.coerce.number().int().positive(),
  configuration: ConfigurationJson.optional(),
  quantity: z.coerce.number().optional(),
  postal_code: z
    .string()
    .trim()
    .max(10)
    .optional()
    .transform((value) => value || undefined),
});

/** The refusal's kind, so a page without JavaScript can word it from the catalogue. */
function errorKind(
  storefront: Storefront,
  message: string | null,
  field: string | null,
): AddToCartError {
  if (message === translate(storefront.locale, 'domain.errors.stock.out_of_stock')) return 'stock';
  if (field === 'postal_code') return 'postal_code';
  if (field === 'quantity') return 'quantity';
  return 'failed';
}

/**
 * Adds a configured product to the shopper's cart (creating the cart and its cookie when
 * there is none). The configurator's fetcher (`answer=json`) gets a reply to show beside its
 * button; a plain form is sent to the cart, or back to the product with the refusal's kind.
 */
export async function addToCart(request: Request, storefront: Storefront) {
  const form = await formBody(request);
  const wantsJson = form.get('answer') === 'json';
  const back = safeReturnPath(form.get('returnTo'));
  const parsed = AddToCartForm.safeParse(Object.fromEntries(form));
  const refuse = (reply: Extract<AddToCartReply, { ok: false }>, headers: HeadersInit = {}) => {
    // A refusal is an expected answer to show beside the button, not a failed request.
    if (wantsJson) return data(reply, { headers });
    const [path, hash] = back.split('#');
    const url = new URL(path ?? '/', 'http://shop.invalid');
    url.searchParams.set(addErrorParam, reply.error);
    return redirect(`${url.pathname}${url.search}#${hash ?? 'add-to-cart'}`, { headers });
  };
  if (!parsed.success) return refuse({ ok: false, error: 'failed', message: null });

  const { product_id: productId, configuration = {}, quantity, postal_code } = parsed.data;
  const { cart, api, setCookies } = await ensureCart(request, storefront);
  const headers = headersWith(setCookies);
  try {
    await api.addRow(cart.id, {
      ...configuration,
      product_id: productId,
      ...(quantity === undefined ? {} : { quantity }),
      ...(postal_code === undefined ? {} : { postal_code }),
    });
  } catch (error) {
    const refusal = cartRefusal(error);
    if (!refusal) throw error;
    const kind = errorKind(storefront, refusal.message, refusal.field);
    return refuse({ ok: false, error: kind, message: refusal.message }, headers);
  }
  if (wantsJson) return data({ ok: true } satisfies AddToCartReply, { headers });
  const { locale, editionLocale } = storefront;
  return redirect(localizedPath('/cart', locale, editionLocale), { headers });
}
