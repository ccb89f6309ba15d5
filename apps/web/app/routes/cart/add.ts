import { addToCart } from '../../features/cart/add-to-cart.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/add';

/** POST: 'Añadir al carrito' from the product page, with or without JavaScript. */
export async function action({ request }: Route.ActionArgs) {
  return addToCart(request, await resolveStorefront(request));
}
