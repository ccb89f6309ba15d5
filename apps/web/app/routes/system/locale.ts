import { parseLocale } from '@shop/i18n';
import { data, redirect } from 'react-router';
import { translatedPage } from '../../features/language-switch/page-translation.server.ts';
import { localeCookie } from '../../lib/locale-cookie.server.ts';
import { localizedPath, splitLocalePrefix } from '../../lib/locale-path.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/locale';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import { formBody } from '../../lib/request-body.server.ts';

/**
 * The locale switch: remembers the choice for 365 days and reopens the page in that language,
 * or the nearest page that has it (translatedPage); a query only follows the page itself.
 */
export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const form = await formBody(request);
  const locale = parseLocale(String(form.get('locale') ?? ''));
  if (!locale) throw data({ detail: 'unknown locale' }, { status: 400 });
  const storefront = await resolveStorefront(request);
  const { editionLocale } = storefront;
  const returnTo = new URL(safeReturnPath(form.get('returnTo')), 'http://shop.invalid');
  const { prefix, path } = splitLocalePrefix(returnTo.pathname);
  const page = await translatedPage(storefront, { locale: prefix ?? editionLocale, path }, locale);
  const search = page.exact ? returnTo.search : '';
  return redirect(`${localizedPath(page.path, locale, editionLocale)}${search}`, {
    headers: { 'set-cookie': localeCookie(locale) },
  });
}
