import { useId } from 'react';
import { Form, useLocation } from 'react-router';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';

const fieldClass =
  'h-11 w-full rounded-lg border border-white/30 bg-white px-3 text-base text-ink placeholder:text-ink-soft focus:border-accent-500';

export function NewsletterForm() {
  const t = useTranslate();
  const location = useLocation();
  const id = useId();
  const [before, after] = t('layout.footer.newsletter.privacy').split('{link}');
  return (
    <section aria-labelledby={`${id}-title`} className="bg-brand-700 text-white">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 lg:grid-cols-[1fr_1.4fr] lg:items-center lg:gap-12">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-bold">
            {t('layout.footer.newsletter.title')}
          </h2>
          <p className="mt-2 text-brand-50">{t('layout.footer.newsletter.text')}</p>
        </div>
        <Form method="post" action="/newsletter/subscribe" preventScrollReset>
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
          <div className="grid gap-3 sm:grid-cols-3">
            <Field
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              label={t('layout.footer.newsletter.email')}
            />
            <Field
              id={`${id}-name`}
              name="name"
              autoComplete="given-name"
              label={t('layout.footer.newsletter.name')}
            />
            <Field
              id={`${id}-surname`}
              name="surname"
              autoComplete="family-name"
              label={t('layout.footer.newsletter.surname')}
            />
          </div>
          <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <label className="flex items-start gap-3 text-sm">
              <input
                type="checkbox"
                name="privacy"
                required
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
            <button
              type="submit"
              className="h-11 shrink-0 rounded-full bg-accent-500 px-6 font-semibold text-ink hover:bg-accent-100"
            >
              {t('layout.footer.newsletter.submit')}
            </button>
          </div>
        </Form>
      </div>
    </section>
  );
}

type FieldProps = { id: string; name: string; label: string; type?: string; autoComplete: string };

function Field({ id, name, label, type = 'text', autoComplete }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        className={fieldClass}
      />
    </div>
  );
}
