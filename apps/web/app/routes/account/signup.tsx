import { signUpForm } from '@shop/domain';
import { createTranslator } from '@shop/i18n';
import { data, Form } from 'react-router';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { createAuthApi } from '../../features/auth/auth-api.server.ts';
import { AuthCard } from '../../features/auth/auth-shell.tsx';
import {
  FormMessages,
  InputField,
  PolicyCheckbox,
  SubmitButton,
} from '../../features/auth/form-controls.tsx';
import { apiRefusal, formReply, parseForm } from '../../features/auth/form-reply.server.ts';
import { apiErrorStatus } from '../../lib/api.server.ts';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/signup';
import { formBody } from '../../lib/request-body.server.ts';

/** /signup?professional=1 (the /profesional call to action) opens with the box already ticked. */
export function loader({ request }: Route.LoaderArgs) {
  return { professional: new URL(request.url).searchParams.get('professional') === '1' };
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const storefront = await resolveStorefront(request);
  const t = createTranslator(storefront.locale);
  const form = await formBody(request);
  const parsed = parseForm(form, signUpForm, t);
  if (!parsed.ok) return data({ ...parsed.reply, signedUp: null }, { status: 400 });
  try {
    await createAuthApi({
      store: storefront.store.code,
      language: storefront.locale,
      forwardedFor: request.headers.get('x-forwarded-for'),
    }).signUp(parsed.value);
  } catch (error) {
    return data(
      { ...apiRefusal(error, parsed.values), signedUp: null },
      { status: apiErrorStatus(error) ?? 400 },
    );
  }
  return { ...formReply({ values: parsed.values }), signedUp: parsed.value.email };
}

/** /signup (SPEC section 3): the account starts inactive until the e-mailed link is opened. */
export default function SignUpPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  if (actionData?.signedUp) {
    return (
      <AuthCard title={t('authPages.signup.doneTitle')}>
        <PageHead title={t('authPages.signup.doneTitle')} noIndex />
        <p role="status" data-testid="signup-done" className="text-ink">
          {t('authPages.signup.doneText', { email: actionData.signedUp })}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('authPages.signup.title')} intro={t('authPages.signup.intro')}>
      <PageHead title={t('authPages.signup.title')} noIndex />
      <Form method="post" noValidate className="space-y-4">
        <FormMessages reply={actionData} />
        <InputField
          name="email"
          type="email"
          autoComplete="email"
          label={t('authPages.fields.email')}
          reply={actionData}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            name="first_name"
            autoComplete="given-name"
            label={t('authPages.fields.firstName')}
            reply={actionData}
          />
          <InputField
            name="last_name"
            autoComplete="family-name"
            label={t('authPages.fields.lastName')}
            reply={actionData}
          />
        </div>
        <InputField
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('authPages.fields.password')}
          hint={t('authPages.fields.passwordHint')}
          reply={actionData}
        />
        <InputField
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          label={t('authPages.fields.passwordConfirmation')}
          reply={actionData}
        />
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            name="professional"
            defaultChecked={
              actionData ? actionData.values.professional === 'on' : loaderData.professional
            }
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <span>{t('authPages.fields.professional')}</span>
        </label>
        <PolicyCheckbox
          name="privacy_policy"
          reply={actionData}
          template={t('authPages.fields.privacy')}
          linkText={t('authPages.fields.privacyLink')}
          to="/cms/politica-de-privacidad"
        />
        <SubmitButton>{t('authPages.signup.submit')}</SubmitButton>
      </Form>
      <p className="mt-6 border-t border-line pt-4 text-center text-sm text-ink-soft">
        {t('authPages.signup.haveAccount')}{' '}
        <ShopLink to="/login" className="font-semibold text-brand-700 underline">
          {t('authPages.signup.login')}
        </ShopLink>
      </p>
    </AuthCard>
  );
}
