import {
  Form,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { FilterForm, StoreChoice } from '../components/filter-form.tsx';
import { ChoiceField } from '../components/form-fields.tsx';
import { FieldMessages } from '../components/field-messages.tsx';
import { Pager } from '../components/pager.tsx';
import { dateTime } from '../lib/format.ts';
import { listPages, listQuery, listSearch } from '../lib/list-search.ts';
import { StaffApiError, staffApi, staffApiForPage } from '../lib/staff-api.ts';
import type { Paged, StaffQuestion, StaffReview } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

/*
 * What shoppers write about products: questions to answer and reviews to publish or hide. Each
 * is a card with its own form, as the staff work through them one by one.
 */

const pageSize = 20;
const inputClass = 'rounded border border-ink-soft bg-white px-2 py-1';
const buttonClass = 'rounded bg-brand-700 px-4 py-1.5 font-semibold text-white disabled:opacity-60';
const cardClass = 'flex flex-col gap-2 rounded border border-ink-soft/40 bg-white p-3';

/** The outcome of one card's form: which item, and the api's refusal if any. */
type CardResult =
  { id: number; ok: true } | { id: number; ok: false; answer?: string; errors: string[] };

async function cardOutcome(id: number, call: () => Promise<unknown>, answer?: string) {
  try {
    await call();
    return { id, ok: true } as const;
  } catch (error) {
    if (!(error instanceof StaffApiError) || error.status === 401) throw error;
    const errors = [...error.messagesFor('answer'), ...error.messagesFor('non_field_errors')];
    if (error.body.detail) errors.push(error.body.detail);
    return { id, ok: false, answer, errors } as const;
  }
}

interface QuestionsData {
  search: URLSearchParams;
  questions: Paged<StaffQuestion>;
}

export async function questionsLoader({ request }: LoaderFunctionArgs): Promise<QuestionsData> {
  const search = listSearch(request, ['store', 'answered', 'page']);
  const query = listQuery(search, pageSize);
  const questions = await staffApiForPage<Paged<StaffQuestion>>(request, 'questions/', { query });
  return { search, questions };
}

export async function questionsAction({ request }: ActionFunctionArgs): Promise<CardResult> {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const answer = String(form.get('answer') ?? '');
  return cardOutcome(
    id,
    () =>
      staffApi(`questions/${id}/answer/`, {
        method: 'POST',
        body: { answer, is_published: form.get('is_published') === 'on' },
      }),
    answer,
  );
}

export function QuestionsPage() {
  const { search, questions } = useLoaderData<QuestionsData>();
  const result = useActionData<CardResult>();
  const busy = useNavigation().state === 'submitting';
  const { t, locale } = useStaffLanguage();
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <title>{`${t('staffApp.questions.title')} · ${t('staffApp.appName')}`}</title>
      <h1 className="text-xl font-semibold">{t('staffApp.questions.title')}</h1>
      <FilterForm search={search} submitLabel={t('staffApp.questions.filter')}>
        <StoreChoice
          search={search}
          label={t('staffApp.questions.store')}
          anyLabel={t('staffApp.questions.all')}
        />
        <ChoiceField
          name="answered"
          label={t('staffApp.questions.state')}
          value={search.get('answered') ?? undefined}
          anyLabel={t('staffApp.questions.all')}
          options={[
            { value: 'false', label: t('staffApp.questions.unanswered') },
            { value: 'true', label: t('staffApp.questions.answered') },
          ]}
        />
      </FilterForm>
      {questions.results.length === 0 && <p>{t('staffApp.questions.empty')}</p>}
      <ul className="flex flex-col gap-3">
        {questions.results.map((question) => {
          const mine = result?.id === question.id ? result : undefined;
          const refused = mine && !mine.ok ? mine : undefined;
          const field = `answer-${question.id}`;
          return (
            <li key={question.id} className={cardClass}>
              <p className="text-sm text-ink-soft">
                {question.store} · {t('staffApp.questions.product')}: {question.product.name}
              </p>
              <p className="font-medium break-words">{question.question}</p>
              <p className="text-sm text-ink-soft break-all">
                {t('staffApp.questions.askedBy', {
                  name: question.name,
                  email: question.email,
                  date: dateTime(question.created_at, locale),
                })}
              </p>
              {mine?.ok && (
                <p role="status" className="rounded bg-green-50 p-2 text-green-900">
                  {t('staffApp.questions.sent')}
                </p>
              )}
              <Form method="post" className="flex flex-col gap-2">
                <input type="hidden" name="id" value={question.id} />
                <label htmlFor={field} className="text-sm font-medium">
                  {t('staffApp.questions.answer')}
                </label>
                <textarea
                  id={field}
                  name="answer"
                  rows={3}
                  required
                  defaultValue={refused?.answer ?? question.answer ?? ''}
                  aria-describedby={`${field}-messages`}
                  className={inputClass}
                />
                <FieldMessages id={`${field}-messages`} messages={refused?.errors} />
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      name="is_published"
                      defaultChecked={question.answer === null || question.is_published}
                    />
                    {t('staffApp.questions.publish')}
                  </label>
                  <button type="submit" disabled={busy} className={buttonClass}>
                    {t('staffApp.questions.send')}
                  </button>
                </div>
              </Form>
            </li>
          );
        })}
      </ul>
      <Pager {...listPages('/questions', search, questions.count, pageSize)} />
    </div>
  );
}

interface ReviewsData {
  search: URLSearchParams;
  reviews: Paged<StaffReview>;
}

export async function reviewsLoader({ request }: LoaderFunctionArgs): Promise<ReviewsData> {
  const search = listSearch(request, ['store', 'published', 'page']);
  const query = listQuery(search, pageSize);
  const reviews = await staffApiForPage<Paged<StaffReview>>(request, 'reviews/', { query });
  return { search, reviews };
}

export async function reviewsAction({ request }: ActionFunctionArgs): Promise<CardResult> {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const action = form.get('intent') === 'hide' ? 'hide' : 'publish';
  return cardOutcome(id, () => staffApi(`reviews/${id}/${action}/`, { method: 'POST' }));
}

export function ReviewsPage() {
  const { search, reviews } = useLoaderData<ReviewsData>();
  const result = useActionData<CardResult>();
  const busy = useNavigation().state === 'submitting';
  const { t, locale } = useStaffLanguage();
  return (
    <div className="flex max-w-4xl flex-col gap-4">
      <title>{`${t('staffApp.reviews.title')} · ${t('staffApp.appName')}`}</title>
      <h1 className="text-xl font-semibold">{t('staffApp.reviews.title')}</h1>
      <FilterForm search={search} submitLabel={t('staffApp.reviews.filter')}>
        <StoreChoice
          search={search}
          label={t('staffApp.questions.store')}
          anyLabel={t('staffApp.questions.all')}
        />
        <ChoiceField
          name="published"
          label={t('staffApp.reviews.state')}
          value={search.get('published') ?? undefined}
          anyLabel={t('staffApp.reviews.all')}
          options={[
            { value: 'false', label: t('staffApp.reviews.waiting') },
            { value: 'true', label: t('staffApp.reviews.published') },
          ]}
        />
      </FilterForm>
      {reviews.results.length === 0 && <p>{t('staffApp.reviews.empty')}</p>}
      <ul className="flex flex-col gap-3">
        {reviews.results.map((review) => {
          const mine = result?.id === review.id ? result : undefined;
          return (
            <li key={review.id} className={cardClass}>
              <p className="text-sm text-ink-soft">
                {review.store} · {review.product?.name ?? t('staffApp.reviews.shop')} ·{' '}
                {t('staffApp.reviews.rating', { rating: review.rating })}
              </p>
              {review.title && <p className="font-medium break-words">{review.title}</p>}
              <p className="break-words">{review.body}</p>
              <p className="text-sm text-ink-soft">
                {review.author_name} · {dateTime(review.created_at, locale)} ·{' '}
                {t(
                  review.is_published
                    ? 'staffApp.reviews.isPublished'
                    : 'staffApp.reviews.isHidden',
                )}
              </p>
              {mine?.ok && (
                <p role="status" className="rounded bg-green-50 p-2 text-green-900">
                  {t('staffApp.reviews.done')}
                </p>
              )}
              {mine && !mine.ok && (
                <p role="alert" className="rounded bg-danger-50 p-2 text-danger-700">
                  {mine.errors.join(' ')}
                </p>
              )}
              <Form method="post">
                <input type="hidden" name="id" value={review.id} />
                <button
                  type="submit"
                  name="intent"
                  value={review.is_published ? 'hide' : 'publish'}
                  disabled={busy}
                  className={buttonClass}
                >
                  {t(review.is_published ? 'staffApp.reviews.hide' : 'staffApp.reviews.publish')}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
      <Pager {...listPages('/reviews', search, reviews.count, pageSize)} />
    </div>
  );
}
