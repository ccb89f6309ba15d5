import { translate } from '@shop/i18n';
import { addCartRow } from '../cart/cart-row-changes.ts';
import { readOpenCart, type CartAccess } from '../cart/cart-record.ts';
import { storedConfiguration } from '../cart/cart-row-records.ts';
import { configurationRequest } from '../cart/price-cart-row.ts';
import type { Db } from '../database.ts';
import { ApiError } from '../plugins/api-error.ts';
import type { Account } from '../plugins/authentication.ts';
import { quotationRows, readQuotation } from './accept-quotation.ts';

export interface QuotationToCart {
  notAdded: { sub_order_id: number; reason: string }[];
}

/**
 * POST quotations/{id}/add_to_cart/: the goods of a quotation (typically an expired one) go
 * into the caller's open cart at today's prices. Each row goes through addCartRow, the cart's
 * own use case, so prices, stock and the cart's customer type are decided exactly as when the
 * customer adds the product by hand. A row that can no longer be sold (withdrawn product,
 * option or installation city gone, no stock) is left out with its reason; the rest go in.
 */
export async function addQuotationToCart(
  db: Db,
  account: Account,
  quotationId: number,
  cartId: string,
  scope: CartAccess,
): Promise<QuotationToCart> {
  const quotation = await readQuotation(db, account, quotationId, scope);
  const cart = await readOpenCart(db, cartId, scope);
  const rows = (await quotationRows(db, quotation.id)).filter((row) => row.kind === 'product');
  const notAdded: QuotationToCart['notAdded'] = [];
  // One row after the other: each is one add-to-cart, in the quotation's order.
  for (const row of rows) {
    if (row.productId === null) {
      notAdded.push({
        sub_order_id: row.subOrderId,
        reason: translate(scope.language, 'cart.productUnavailable'),
      });
      continue;
    }
    const request = configurationRequest(storedConfiguration(row.configuration), row.quantity);
    try {
      await addCartRow(db, scope, { ...request, cart: cart.id, product_id: row.productId });
    } catch (error) {
      // A 400 is about this row (its product, options or stock); anything else is about the
      // cart or the server and stops the whole call.
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      notAdded.push({
        sub_order_id: row.subOrderId,
        reason: translate(scope.language, error.messageKey, error.params),
      });
    }
  }
  return { notAdded };
}
