import {
  negotiatedUnitPrice,
  type NegotiatedChange,
  type NegotiatedPriceError,
} from '@shop/domain';
import type { CustomerType } from '@shop/db';
import type { Locale } from '@shop/i18n';
import type { QuotationRowInput } from '../../contracts/staff-quotations.ts';
import type { StoreCode } from '../../contracts/common.ts';
import { priceCartRows, type PricedCartRow } from '../../cart/price-cart-row.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';

export interface PricedQuotationRow {
  priced: PricedCartRow;
  catalogueUnitPvp: number;
  negotiatedUnitPvp: number | null;
  discountBasisPoints: number | null;
  unitPvp: number;
  totalPvp: number;
}

const refusals = {
  above_catalogue: 'quotationsApi.aboveCatalogue',
  not_positive: 'quotationsApi.notPositive',
} as const satisfies Record<NegotiatedPriceError, string>;

function changeOf(row: QuotationRowInput): NegotiatedChange {
  if (row.unit_price !== null) return { kind: 'unitPrice', unitPvp: row.unit_price };
  if (row.discount_percent !== null)
    return { kind: 'discount', basisPoints: Math.round(row.discount_percent * 100) };
  return { kind: 'none' };
}

/**
 * The lines priced as the storefront prices them for this customer (the same configuration
 * rules and catalogue read, so a made-to-measure line is validated exactly like on the product
 * page), then the negotiated change applied to the unit price. A line that cannot be sold or
 * priced is refused on its own field; nothing a client sends is taken as a price.
 */
export async function priceQuotationRows(
  db: Db,
  customer: { store: StoreCode; language: Locale; customerType: CustomerType },
  rows: readonly QuotationRowInput[],
): Promise<PricedQuotationRow[]> {
  const prices = await priceCartRows(
    db,
    { store: customer.store, language: customer.language, user_type: customer.customerType },
    rows.map((row) => ({
      productId: row.product_id,
      request: {
        quantity: row.quantity,
        option_ids: row.option_ids,
        measures: row.measures,
        complements: row.complements,
        installation: null,
        postal_code: null,
      },
    })),
  );
  return rows.map((row, index) => {
    const price = prices[index];
    if (!price) throw new Error('a quotation row was not priced');
    if (!price.ok) {
      const { messageKey, params, field } = price.error;
      throw ApiError.badRequest(`rows.${index}.${field ?? 'product_id'}`, messageKey, params);
    }
    const catalogueUnitPvp = price.row.unitPvp + price.row.complementsPvp;
    const change = changeOf(row);
    const quoted = negotiatedUnitPrice(catalogueUnitPvp, change);
    if (!quoted.ok)
      throw ApiError.badRequest(
        `rows.${index}.${change.kind === 'unitPrice' ? 'unit_price' : 'discount_percent'}`,
        refusals[quoted.error],
      );
    return {
      priced: price.row,
      catalogueUnitPvp,
      negotiatedUnitPvp: change.kind === 'unitPrice' ? change.unitPvp : null,
      discountBasisPoints: change.kind === 'discount' ? change.basisPoints : null,
      unitPvp: quoted.unitPvp,
      totalPvp: quoted.unitPvp * price.row.quantity,
    };
  });
}
