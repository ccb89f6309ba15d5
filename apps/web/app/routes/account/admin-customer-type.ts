import { redirect } from 'react-router';
import {
  headersWith,
  requireAccountContext,
} from '../../features/account/account-session.server.ts';
import { createAuthApi } from '../../features/auth/auth-api.server.ts';
import { customerTypeCookie, requireSameOrigin } from '../../lib/auth-session.server.ts';
import { clearCartCookie, readCartId } from '../../lib/cart-session.server.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import type { Route } from './+types/admin-customer-type';
import { formBody } from '../../lib/request-body.server.ts';

/**
 * The admin's C/P toggle (SPEC section 4): the api switches the account's type (admins only:
 * 401/403 for anyone else) and empties the cart's rows so it is re-priced; the cart cookie is
 * forgotten and the page reloads with the other prices.
 */
export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const context = await requireAccountContext(request);
  const form = await formBody(request);
  const client = await createAuthApi(context.scope).toggleType(
    context.client.id,
    readCartId(request),
  );
  return redirect(safeReturnPath(form.get('returnTo')), {
    headers: headersWith([
      ...context.setCookies,
      customerTypeCookie(request, client._type),
      clearCartCookie(request),
    ]),
  });
}

export function loader() {
  return redirect('/');
}
