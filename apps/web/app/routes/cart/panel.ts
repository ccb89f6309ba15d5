import { data } from 'react-router';
import { headersWith } from '../../features/account/account-session.server.ts';
import { loadCartView } from '../../features/cart/load-cart-view.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/panel';

/** GET: the cart for the side panel, which loads it when it opens. */
export async function loader({ request }: Route.LoaderArgs) {
  const storefront = await resolveStorefront(request);
  const { view, setCookies } = await loadCartView(request, storefront);
  const headers = headersWith(setCookies);
  headers.set('cache-control', 'private, no-store');
  return data({ view }, { headers });
}
