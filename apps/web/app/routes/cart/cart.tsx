import { data } from 'react-router';
import { headersWith } from '../../features/account/account-session.server.ts';
import { changeCart } from '../../features/cart/cart-actions.server.ts';
import { CartPage } from '../../features/cart/cart-page.tsx';
import { loadCartView } from '../../features/cart/load-cart-view.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/cart';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';

/** /cart: the shopper's cart as the api holds it (rows with their display data and totals). */
export async function loader({ request }: Route.LoaderArgs) {
  const storefront = await resolveStorefront(request);
  const { view, setCookies } = await loadCartView(request, storefront);
  return data({ view }, { headers: headersWith(setCookies) });
}

/** Quantity, removal and coupon forms, from this page and from the side-panel cart. */
export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  return changeCart(request, await resolveStorefront(request));
}

/** A cart is personal: never kept by a shared cache. */
export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage view={loaderData.view} reply={actionData} />;
}
