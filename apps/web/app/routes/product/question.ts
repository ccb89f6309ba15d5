import { parseWithZod } from '@conform-to/zod/v4';
import { productQuestionForm } from '@shop/domain';
import { data, redirect } from 'react-router';
import { safeReturnPath } from '../../lib/return-path.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/question';

/**
 * The product page's question form. It is checked with the domain's schema (field errors come
 * back as domain codes). The api has no POST /reviews/v1/questions/ yet, so a valid question
 * is answered 'coming soon' rather than pretending to send it.
 */
export async function action({ request }: Route.ActionArgs) {
  const { store } = await resolveStorefront(request);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: productQuestionForm(store.code) });
  // Without JavaScript the form posts as a page navigation (no 'answer' field): send the
  // visitor back to the product, where the browser's own checks already ran.
  if (form.get('answer') !== 'json') {
    const back = safeReturnPath(form.get('returnTo'));
    return redirect(`${back}${back.includes('?') ? '&' : '?'}pregunta=1#questions`);
  }
  if (submission.status !== 'success') return data(submission.reply(), { status: 400 });
  return { status: 'coming-soon' as const };
}
