import { domainErrorMessageKey, isDomainErrorCode } from '@shop/domain';
import { Suspense, useId, useState, type FormEvent } from 'react';
import { Form, Link, useFetcher, useLocation } from 'react-router';
import { lazyComponent } from '../../components/ui/lazy-component.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import { useHydrated } from '../configurator/use-hydrated.ts';
import type { SubscribeReply } from '../../routes/newsletter/subscribe.ts';
import { isNewsletterOutcome } from './newsletter-outcome.ts';

const fieldClass =
  'h-11 w-full rounded-lg border border-white/30 bg-white px-3 text-base text-ink placeholder:text-ink-soft focus:border-accent-500 aria-invalid:border-accent-500 aria-invalid:ring-2 aria-invalid:ring-accent-500';

type FieldName = 'email' | 'name' | 'last_name' | 'privacy_policy';
const fieldNames: readonly FieldName[] = ['email', 'name', 'last_name', 'privacy_policy'];
type Errors = Partial<Record<FieldName, string>>;
type Rules = Awaited<ReturnType<typeof loadRules>>;

// The answer's dialog, fetched when a subscription is answered.
const Dialog = lazyComponent(() =>
  import('./newsletter-dialog.tsx').then((module) => module.NewsletterDialog),
);

const loadRules = () => import('./newsletter-rules.ts').then((module) => module.newsletterForm);

function valueOf(form: HTMLFormElement, name: FieldName): string | boolean {
  const control = form.elements.namedItem(name);
  if (control instanceof HTMLInputElement) {
    return control.type === 'checkbox' ? control.checked : control.value;
  }
  return '';
}

/**
 * The footer's newsletter signup (SPEC section 5): each field is checked when it loses focus,
 * all of them on submit, and nothing is sent while one is wrong. Without JavaScript the server
 * runs the same checks.
 */
export function NewsletterForm() {
  const t = useTranslate();
  const location = useLocation();
  const id = useId();
  const fetcher = useFetcher<SubscribeReply>();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<Errors>({});
  const [before, after] = t('layout.footer.newsletter.privacy').split('{link}');

  const messageOf = (
    rules: Rules,
    name: FieldName,
    value: string | boolean,
  ): string | undefined => {
    const result = rules.shape[name].safeParse(value);
    if (result.success) return undefined;
    const code = result.error.issues[0]?.message;
    return isDomainErrorCode(code) ? t(domainErrorMessageKey(code)) : code;
  };

  const checkField = (form: HTMLFormElement | null, name: FieldName) => {
    if (!form) return;
    const value = valueOf(form, name);
    void loadRules().then((rules) =>
      setErrors((current) => ({ ...current, [name]: messageOf(rules, name, value) })),
    );
  };

  // The server's answer: a dialog, or messages on fields the browser could not judge.
  const reply = fetcher.state === 'idle' ? fetcher.data : undefined;
  const [dismissed, setDismissed] = useState<SubscribeReply | null>(null);
  const answered = reply?.outcome && reply !== dismissed ? reply : null;
  const serverErrors: Errors = reply && !reply.outcome ? reply.errors : {};
  const errorOf = (name: FieldName) => (name in errors ? errors[name] : serverErrors[name]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void loadRules().then((rules) => submitChecked(rules, form));
  };

  const submitChecked = (rules: Rules, form: HTMLFormElement) => {
    const found: Errors = {};
    for (const name of fieldNames) found[name] = messageOf(rules, name, valueOf(form, name));
    setErrors(found);
    const firstWrong = fieldNames.find((name) => found[name]);
    if (firstWrong) {
      form.querySelector<HTMLElement>(`[name="${firstWrong}"]`)?.focus();
      return;
    }
    setErrors({});
    const body = new FormData(form);
    body.set('answer', 'json');
    void fetcher.submit(body, { method: 'post', action: '/newsletter/subscribe' });
  };

  // Without JavaScript the answer comes back in the URL.
  const params = new URLSearchParams(location.search);
  const fromUrl = params.get('newsletter');
  params.delete('newsletter');
  const pageWithoutAnswer = `${location.pathname}${params.size > 0 ? `?${params.toString()}` : ''}`;

  const field = (name: FieldName, label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={errorOf(name) ? `${id}-${name}-error` : undefined}
        onBlur={(event) => checkField(event.currentTarget.form, name)}
        className={fieldClass}
      />
      {errorOf(name) && (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm font-semibold text-accent-100">
          {errorOf(name)}
        </p>
      )}
    </div>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="bg-brand-700 text-white">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 lg:grid-cols-[1fr_1.4fr] lg:items-center lg:gap-12">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-bold">
            {t('layout.footer.newsletter.title')}
          </h2>
          <p className="mt-2 text-brand-50">{t('layout.footer.newsletter.text')}</p>
        </div>
        <Form
          method="post"
          action="/newsletter/subscribe"
          preventScrollReset
          noValidate
          onSubmit={onSubmit}
          // The rules arrive while the visitor types the first field.
          onFocus={() => void loadRules()}
          data-testid="newsletter-form"
          data-ready={hydrated}
        >
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
          <div className="grid gap-3 sm:grid-cols-3">
            {field('email', t('layout.footer.newsletter.email'), 'email', 'email')}
            {field('name', t('layout.footer.newsletter.name'), 'text', 'given-name')}
            {field('last_name', t('layout.footer.newsletter.surname'), 'text', 'family-name')}
          </div>
          <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
            <div>
              <label className="flex items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  name="privacy_policy"
                  required
                  aria-invalid={errorOf('privacy_policy') ? true : undefined}
                  aria-describedby={errorOf('privacy_policy') ? `${id}-privacy-error` : undefined}
                  onChange={(event) => checkField(event.currentTarget.form, 'privacy_policy')}
                  onBlur={(event) => checkField(event.currentTarget.form, 'privacy_policy')}
                  className="mt-0.5 size-5 shrink-0 accent-accent-500"
                />
                <span>
                  {before}
                  <ShopLink to="/cms/politica-de-privacidad" className="font-semibold underline">
                    {t('layout.footer.newsletter.privacyLink')}
                  </ShopLink>
                  {after}
                </span>
              </label>
              {errorOf('privacy_policy') && (
                <p
                  id={`${id}-privacy-error`}
                  className="mt-1 text-sm font-semibold text-accent-100"
                >
                  {errorOf('privacy_policy')}
                </p>
              )}
            </div>
            <button
              type="submit"
              disabled={fetcher.state !== 'idle'}
              className="h-11 shrink-0 rounded-full bg-accent-500 px-6 font-semibold text-ink hover:bg-accent-100 disabled:opacity-60"
            >
              {t('layout.footer.newsletter.submit')}
            </button>
          </div>
        </Form>
      </div>
      <Suspense fallback={null}>
        {answered?.outcome && (
          <Dialog
            outcome={answered.outcome}
            message={answered.message}
            close={({ className, children }) => (
              <button
                type="button"
                data-autofocus
                className={className}
                onClick={() => setDismissed(answered)}
              >
                {children}
              </button>
            )}
          />
        )}
        {!answered && isNewsletterOutcome(fromUrl) && (
          <Dialog
            outcome={fromUrl}
            message={null}
            close={({ className, children }) => (
              <Link
                to={pageWithoutAnswer}
                data-autofocus
                preventScrollReset
                replace
                className={className}
              >
                {children}
              </Link>
            )}
          />
        )}
      </Suspense>
    </section>
  );
}
