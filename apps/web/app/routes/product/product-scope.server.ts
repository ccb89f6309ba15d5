import { data } from 'react-router';
import { createProductApi } from '../../features/product-page/product-api.server.ts';
import { customerType } from '../../lib/customer-type.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';

/** The product api for this request's edition and language, and the product id of the path. */
export async function productScope(request: Request, productId?: string) {
  const { store, locale } = await resolveStorefront(request);
  const id = Number(productId);
  if (productId !== undefined && (!Number.isInteger(id) || id <= 0))
    throw data({ detail: 'unknown product' }, { status: 404 });
  return {
    id,
    store,
    api: createProductApi({ store: store.code, language: locale }, customerType(request)),
  };
}
