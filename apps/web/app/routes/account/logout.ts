import { redirect } from 'react-router';
import { headersWith } from '../../features/account/account-session.server.ts';
import { clearSessionCookies, requireSameOrigin } from '../../lib/auth-session.server.ts';
import { clearCartCookie } from '../../lib/cart-session.server.ts';
import { localizedPath } from '../../lib/locale-path.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/logout';

/**
 * Logging out forgets the tokens and the cart here; there is no api call (SPEC section 2): an
 * access token left anywhere expires within 600 s. The form clears the local wishlist and
 * recently viewed products before it posts.
 */
export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const storefront = await resolveStorefront(request);
  return redirect(localizedPath('/', storefront.locale, storefront.editionLocale), {
    headers: headersWith([...clearSessionCookies(request), clearCartCookie(request)]),
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const storefront = await resolveStorefront(request);
  return redirect(localizedPath('/', storefront.locale, storefront.editionLocale));
}
