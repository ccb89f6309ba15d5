/** The answers of the staff api (/admin/v1/), as the staff api contract gives them: one file per area. */
export type * from './staff-api-types/common.ts';
export type * from './staff-api-types/orders.ts';
export type * from './staff-api-types/dashboard.ts';
export type * from './staff-api-types/after-sales.ts';
export type * from './staff-api-types/customers.ts';
export type * from './staff-api-types/coupons.ts';
export type * from './staff-api-types/catalogue.ts';
export type * from './staff-api-types/content.ts';
export type * from './staff-api-types/prices.ts';
export type * from './staff-api-types/stock.ts';
export type * from './staff-api-types/quotations.ts';
