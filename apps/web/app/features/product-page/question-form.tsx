import { domainErrorMessageKey, isDomainErrorCode, productQuestionLimits } from '@shop/domain';
import { useId } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useLocalizedPath, useTranslate } from '../../lib/use-storefront.ts';
import { useHydrated } from '../configurator/use-hydrated.ts';

/** 'sent' once the api has the question; otherwise Conform's reply with the field errors. */
type QuestionReply = { status?: string; error?: Record<string, string[] | null> | null };

type FieldOptions = { type?: string; required?: boolean; maxLength?: number };

const fieldClass =
  'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base aria-invalid:border-accent-700';

/** Asks a question about the product; the domain's schema checks it on the server. */
export function QuestionForm({ productId }: { productId: number }) {
  const t = useTranslate();
  const id = useId();
  const localized = useLocalizedPath();
  const location = useLocation();
  const fetcher = useFetcher<QuestionReply>();
  const hydrated = useHydrated();
  const reply = fetcher.data;
  // Without JavaScript the action sends the visitor back with ?pregunta=1 or ?pregunta=error.
  const outcome = new URLSearchParams(location.search).get('pregunta');
  const sent = reply?.status === 'sent' || outcome === '1';
  const errors = reply?.error ?? {};
  const formError = errors['']?.[0];
  const failed = outcome === 'error' || formError !== undefined;
  // The api's own wording (a rate limit with its wait) when it gave one.
  const failure =
    formError && formError !== 'question.not_sent' ? formError : t('product.questions.ask.failed');
  const errorOf = (field: string) => {
    const code = errors[field]?.[0];
    return isDomainErrorCode(code) ? t(domainErrorMessageKey(code)) : undefined;
  };
  const field = (
    name: string,
    label: string,
    { type = 'text', required = true, maxLength }: FieldOptions = {},
  ) => {
    const error = errorOf(name);
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          required={required}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          className={fieldClass}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="mt-1 text-sm text-accent-700">
            {error}
          </p>
        )}
      </div>
    );
  };
  const questionError = errorOf('question');
  const privacyError = errorOf('privacy_policy');
  return (
    <div className="mt-6 rounded-2xl bg-white p-5 ring-1 ring-line">
      <h3 className="text-lg font-bold">{t('product.questions.ask.title')}</h3>
      {sent ? (
        <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {t('product.questions.ask.sent')}
        </p>
      ) : (
        <fetcher.Form
          method="post"
          action={localized('/product/question')}
          // Without JavaScript the browser's own checks keep an incomplete question on the page
          // (a server refusal would send the visitor back with the form empty).
          noValidate={hydrated}
          className="mt-3 grid gap-3 sm:grid-cols-3"
        >
          {failed && (
            <p
              role="alert"
              className="rounded-lg bg-accent-100 p-3 text-sm text-accent-700 sm:col-span-3"
            >
              {failure}
            </p>
          )}
          <input type="hidden" name="returnTo" value={location.pathname} />
          {hydrated && <input type="hidden" name="answer" value="json" />}
          <input type="hidden" name="product_id" value={productId} />
          {field('name', t('product.questions.ask.name'), {
            maxLength: productQuestionLimits.name,
          })}
          {field('email', t('product.questions.ask.email'), { type: 'email' })}
          {field('phone', t('product.questions.ask.phone'), { type: 'tel', required: false })}
          <div className="sm:col-span-3">
            <label htmlFor={`${id}-question`} className="text-sm font-medium">
              {t('product.questions.ask.question')}
            </label>
            <textarea
              id={`${id}-question`}
              name="question"
              rows={3}
              required
              maxLength={productQuestionLimits.question}
              aria-invalid={questionError ? true : undefined}
              aria-describedby={questionError ? `${id}-question-error` : undefined}
              className={fieldClass}
            />
            {questionError && (
              <p id={`${id}-question-error`} className="mt-1 text-sm text-accent-700">
                {questionError}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-3">
            <div>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  name="privacy_policy"
                  required
                  aria-invalid={privacyError ? true : undefined}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                />
                {t('product.questions.ask.privacy')}
              </label>
              {privacyError && <p className="mt-1 text-sm text-accent-700">{privacyError}</p>}
            </div>
            <button
              type="submit"
              disabled={fetcher.state !== 'idle'}
              className="h-11 whitespace-nowrap rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {t('product.questions.ask.submit')}
            </button>
          </div>
        </fetcher.Form>
      )}
    </div>
  );
}
