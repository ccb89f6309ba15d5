import { newsletterForm } from '@shop/domain';
import { createTranslator } from '@shop/i18n';
import { data, redirect } from 'react-router';
import { createAccountApi } from '../../features/account/account-api.server.ts';
import { headersWith } from '../../features/account/account-session.server.ts';
import { parseForm } from '../../features/auth/form-reply.server.ts';
import { apiFailure } from '../../features/checkout/api-failure.server.ts';
import type { NewsletterOutcome } from '../../features/site-footer/newsletter-outcome.ts';
import { authSession, requireSameOrigin } from '../../lib/auth-session.server.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/subscribe';
import { formBody } from '../../lib/request-body.server.ts';

export type SubscribeReply = {
  outcome: NewsletterOutcome | null;
  errors: Record<string, string>;
  /** The api's words for a refusal ('Ya existe un usuario suscrito con éste email'). */
  message: string | null;
};

/**
 * The footer's newsletter form (POST /auth-users/v1/newsletters/ with email, tag, meta_data and
 * store; the name fields are checked but not sent, SPEC section 3). With JavaScript it answers
 * the dialog to show; without, it goes back to the page, which shows the same dialog.
 */
export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const storefront = await resolveStorefront(request);
  const t = createTranslator(storefront.locale);
  const form = await formBody(request);
  const wantsJson = form.get('answer') === 'json';
  const back = safeReturnPath(form.get('returnTo'));
  const answer = (reply: SubscribeReply, status: number, setCookies: string[] = []) => {
    if (wantsJson) return data(reply, { status, headers: headersWith(setCookies) });
    const [path, query = ''] = back.split('#')[0]?.split('?') ?? ['/'];
    const params = new URLSearchParams(query);
    params.set('newsletter', reply.outcome ?? 'error');
    return redirect(`${path}?${params.toString()}`, { headers: headersWith(setCookies) });
  };

  const parsed = parseForm(form, newsletterForm, t);
  if (!parsed.ok) return answer({ outcome: null, errors: parsed.reply.errors, message: null }, 400);
  const base = { store: storefront.store.code, language: storefront.locale };
  // A signed-in customer's subscription is linked to the account (shown in /newsletter).
  const session = await authSession(request, base);
  let subscribed;
  try {
    subscribed = await createAccountApi({
      ...base,
      token: session.token,
      // The api limits sign-ups per address too (a coupon is e-mailed to each new subscriber).
      forwardedFor: request.headers.get('x-forwarded-for'),
    }).newsletter.subscribe(parsed.value.email);
  } catch (error) {
    const failure = apiFailure(error);
    if (failure?.status === 400 && Object.keys(failure.fieldErrors).length > 0) {
      return answer(
        { outcome: null, errors: failure.fieldErrors, message: null },
        400,
        session.setCookies,
      );
    }
    if (failure?.status === 400 && failure.detail) {
      return answer(
        { outcome: 'exists', errors: {}, message: failure.detail },
        400,
        session.setCookies,
      );
    }
    if (!failure) console.error('newsletter subscription failed', error);
    // Too many requests: the api's words say how long to wait, better than 'an error occurred'.
    const wait = failure?.status === 429 ? failure.detail : null;
    return answer(
      { outcome: 'error', errors: {}, message: wait },
      failure?.status ?? 502,
      session.setCookies,
    );
  }
  const outcome = subscribed.welcome_coupon ? 'created' : 'resubscribed';
  return answer({ outcome, errors: {}, message: null }, 201, session.setCookies);
}
