import { data } from 'react-router';
import type { Route } from './+types/complements';
import { productScope } from './product-scope.server.ts';

/** GET: the complements of one type, fetched by the configurator when that step is entered. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { id, api } = await productScope(request, params.productId);
  const typeId = Number(new URL(request.url).searchParams.get('complement_type_id'));
  if (!Number.isInteger(typeId) || typeId <= 0)
    throw data({ detail: 'complement_type_id required' }, { status: 400 });
  return Response.json(await api.complements(id, typeId));
}
