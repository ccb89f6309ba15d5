/**
 * The api's request and response schemas that the web's typed client depends on.
 * The api validates and documents (OpenAPI) with these; the web imports the types only.
 */
export * from './common.ts';
export * from './store.ts';
export * from './catalog.ts';
export * from './listing.ts';
export * from './product.ts';
export * from './cart.ts';
export * from './payment.ts';
export * from './sitemap.ts';
export * from './pages.ts';
export * from './auth.ts';
export * from './blog.ts';
export * from './community.ts';
export * from './account.ts';
export * from './staff.ts';
