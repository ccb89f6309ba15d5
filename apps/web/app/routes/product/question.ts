import { parseWithZod } from '@conform-to/zod/v4';
import type { ProductQuestionCreated } from '@shop/api/contracts';
import { productQuestionForm } from '@shop/domain';
import { data, redirect } from 'react-router';
import { apiFailure } from '../../features/checkout/api-failure.server.ts';
import { apiPost } from '../../lib/api.server.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import type { Route } from './+types/question';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import { formBody } from '../../lib/request-body.server.ts';

/** `?pregunta=1` after a question was sent, `?pregunta=error` when it could not be. */
function backToProduct(returnTo: FormDataEntryValue | null, outcome: '1' | 'error') {
  const back = safeReturnPath(returnTo);
  return redirect(`${back}${back.includes('?') ? '&' : '?'}pregunta=${outcome}#questions`);
}

/**
 * The product page's question form: checked with the domain's schema (field errors come back
 * as domain codes, which the form translates), then sent to POST /reviews/v1/questions/, which
 * checks it again and keeps it unpublished until the shop answers.
 */
export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const { store, locale } = await resolveStorefront(request);
  const form = await formBody(request);
  const submission = parseWithZod(form, { schema: productQuestionForm(store.code) });
  // Without JavaScript the form posts as a page navigation (no 'answer' field): the visitor
  // goes back to the product, where the outcome is shown.
  const asJson = form.get('answer') === 'json';
  if (submission.status !== 'success') {
    return asJson
      ? data(submission.reply(), { status: 400 })
      : backToProduct(form.get('returnTo'), 'error');
  }
  const product = Number(form.get('product_id'));
  try {
    await apiPost<ProductQuestionCreated>(
      { store: store.code, language: locale, forwardedFor: request.headers.get('x-forwarded-for') },
      '/reviews/v1/questions/',
      {
        ...submission.value,
        product,
      },
    );
  } catch (error) {
    // A refusal the api worded (too many questions from this connection: wait N minutes) is
    // shown as it is; an outage gets the form's general message.
    const refusal = apiFailure(error);
    if (asJson)
      return data(submission.reply({ formErrors: [refusal?.detail ?? 'question.not_sent'] }), {
        status: refusal?.status ?? 502,
      });
    return backToProduct(form.get('returnTo'), 'error');
  }
  if (!asJson) return backToProduct(form.get('returnTo'), '1');
  return { status: 'sent' as const };
}
