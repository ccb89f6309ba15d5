import { customerType } from '../../lib/customer-type.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { createListingApi } from '../../features/listing/listing-api.server.ts';
import type { Route } from './+types/recently-viewed';

const idList = /^\d+(,\d+){0,19}$/;

/** Cards of the products the browser remembers, in the order it remembers them. */
export async function loader({ request }: Route.LoaderArgs) {
  const { store, locale, url } = await resolveStorefront(request);
  const ids = url.searchParams.get('ids') ?? '';
  if (!idList.test(ids)) return { products: [] };
  const wanted = ids.split(',').map(Number);
  const api = createListingApi({ store: store.code, language: locale }, customerType(request));
  const { results } = await api.byIds(wanted);
  const products = results.toSorted((a, b) => wanted.indexOf(a.id) - wanted.indexOf(b.id));
  return { products };
}
