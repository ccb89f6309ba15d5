import type { MessageKey } from '@shop/i18n';

/** What went wrong adding to the cart, as a page without JavaScript reads it from its URL. */
export type AddToCartError = 'stock' | 'postal_code' | 'quantity' | 'failed';

/** The product page's query parameter that carries a refused add-to-cart back to it. */
export const addErrorParam = 'cart_error';

/** The add-to-cart action's answer to the configurator's fetcher. */
export type AddToCartReply =
  | { ok: true }
  /** `message` is the api's own words, in the page's language, when it gave some. */
  | { ok: false; error: AddToCartError; message: string | null };

export const addErrorMessageKeys: Record<AddToCartError, MessageKey> = {
  stock: 'domain.errors.stock.out_of_stock',
  postal_code: 'cart.installationPostalCode',
  quantity: 'cart.quantityRange',
  failed: 'cartPage.add.failed',
};

export function parseAddError(value: string | null): AddToCartError | null {
  return value !== null && value in addErrorMessageKeys ? (value as AddToCartError) : null;
}
