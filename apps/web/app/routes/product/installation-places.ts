import type { Route } from './+types/installation-places';
import { productScope } from './product-scope.server.ts';

/** GET ?q=: municipalities matching the text, each with the installers of its province. */
export async function loader({ request }: Route.LoaderArgs) {
  const { api, store } = await productScope(request);
  const text = new URL(request.url).searchParams.get('q')?.trim() ?? '';
  // France has no installation service: nothing to search (SPEC: facility_available).
  if (!store.facility_available || text.length < 2) return Response.json([]);
  const places = await api.installationPlaces(text);
  return Response.json(places.results);
}
