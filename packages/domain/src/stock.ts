/**
 * A stocked product is low on stock at this many units free to sell or fewer (the staff app's
 * low-stock list). One shop-wide default: products carry no threshold of their own.
 */
export const lowStockThreshold = 5;

/** The longest reason an adjustment may give (the ledger's check constraint agrees). */
export const stockReasonMaxLength = 500;
