import { redirect } from 'react-router';
import {
  consentCookie,
  decideConsent,
  type ConsentDecision,
} from '../../features/widgets/consent-cookie.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/consent';
import { isHttpsRequest } from '../../lib/request-security.server.ts';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import { formBody } from '../../lib/request-body.server.ts';

const decisions: readonly ConsentDecision[] = ['accept', 'reject', 'save'];

/**
 * The cookie banner's form before JavaScript loads (afterwards the browser stores the choice
 * itself): remembers the choice for 365 days and sends the visitor back to the page.
 */
export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { store } = await resolveStorefront(request);
  const form = await formBody(request);
  const returnTo = safeReturnPath(form.get('returnTo'));
  const bannerId = store.consent_banner_id;
  const decision = decisions.find((candidate) => candidate === form.get('decision'));
  if (!bannerId || !decision) return redirect(returnTo);
  const choice = decideConsent(decision, {
    analytics: form.get('analytics') === 'on',
    advertising: form.get('advertising') === 'on',
  });
  return redirect(returnTo, {
    headers: { 'set-cookie': consentCookie({ bannerId, ...choice }, isHttpsRequest(request)) },
  });
}

/** A GET (a bookmarked form address) goes home. */
export function loader() {
  return redirect('/');
}
