import { redirect } from 'react-router';
import { safeReturnPath } from '../../lib/return-path.ts';
import type { Route } from './+types/subscribe';

/**
 * The footer's newsletter form posts here so it works without JavaScript. Subscribing
 * (POST /auth-users/v1/newsletters/ and the dialogs of SPEC section 8) belongs to the
 * newsletter feature; until it lands the visitor is only returned to the page.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  return redirect(safeReturnPath(form.get('returnTo')));
}
