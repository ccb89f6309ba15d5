import { parseLocale } from '@shop/i18n';
import { data, redirect } from 'react-router';
import { localeCookie } from '../../lib/locale-cookie.server.ts';
import { localizedPath, splitLocalePrefix } from '../../lib/locale-path.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/locale';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import { formBody } from '../../lib/request-body.server.ts';

/** The locale switch: remembers the choice for 365 days and reopens the page in that language. */
export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const form = await formBody(request);
  const locale = parseLocale(String(form.get('locale') ?? ''));
  if (!locale) throw data({ detail: 'unknown locale' }, { status: 400 });
  const { editionLocale } = await resolveStorefront(request);
  const returnTo = new URL(safeReturnPath(form.get('returnTo')), 'http://shop.invalid');
  const { path } = splitLocalePrefix(returnTo.pathname);
  return redirect(`${localizedPath(path, locale, editionLocale)}${returnTo.search}`, {
    headers: { 'set-cookie': localeCookie(locale) },
  });
}
