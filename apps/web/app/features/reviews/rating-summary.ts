/** The store's or a product's rating: average out of 5 and number of reviews (5 and 0 when none). */
export type RatingSummary = { average: number; count: number };
