import { data } from 'react-router';
import type { Route } from './+types/price';
import { productScope } from './product-scope.server.ts';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import { jsonBody } from '../../lib/request-body.server.ts';

/**
 * POST: the server's price of a configuration (the api's price_configuration), which the
 * configurator shows over its own preview. The api validates the body; only JSON objects pass.
 */
export async function action({ request, params }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { id, api } = await productScope(request, params.productId);
  const body = await jsonBody(request);
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw data({ detail: 'a configuration is required' }, { status: 400 });
  return Response.json(await api.priceConfiguration(id, body));
}
