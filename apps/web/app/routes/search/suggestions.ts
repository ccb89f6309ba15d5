import { customerType } from '../../lib/customer-type.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { createListingApi } from '../../features/listing/listing-api.server.ts';
import type { Route } from './+types/suggestions';

/** Fewer letters than this suggest too much to be useful. */
const shortestQuery = 2;

/** The header search box's suggestions as the customer types (a resource route, JSON). */
export async function loader({ request }: Route.LoaderArgs) {
  const { store, locale, url } = await resolveStorefront(request);
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  if (query.length < shortestQuery) return { query, products: [], categories: [] };
  const api = createListingApi({ store: store.code, language: locale }, customerType(request));
  return api.suggestions(query);
}
