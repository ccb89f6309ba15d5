import { addToCart } from '../../features/cart/add-to-cart.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/add';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';

/** POST: 'Añadir al carrito' from the product page, with or without JavaScript. */
export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  return addToCart(request, await resolveStorefront(request));
}
