import type { Route } from './+types/quick-view';
import { productScope } from './product-scope.server.ts';

/** GET: what the quick-view modal of a product card shows. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { id, api } = await productScope(request, params.productId);
  return Response.json(await api.quickView(id));
}
