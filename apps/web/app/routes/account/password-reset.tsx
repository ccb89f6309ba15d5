import { passwordResetForm } from '@shop/domain';
import { createTranslator } from '@shop/i18n';
import { data, Form, redirect } from 'react-router';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { createAuthApi } from '../../features/auth/auth-api.server.ts';
import { AuthCard } from '../../features/auth/auth-shell.tsx';
import { FormMessages, InputField, SubmitButton } from '../../features/auth/form-controls.tsx';
import { apiRefusal, parseForm } from '../../features/auth/form-reply.server.ts';
import { apiErrorStatus } from '../../lib/api.server.ts';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import { localizedPath } from '../../lib/locale-path.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/password-reset';
import { formBody } from '../../lib/request-body.server.ts';

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const storefront = await resolveStorefront(request);
  const t = createTranslator(storefront.locale);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const parsed = parseForm(await formBody(request), passwordResetForm, t);
  if (!parsed.ok) return data(parsed.reply, { status: 400 });
  try {
    await createAuthApi({
      store: storefront.store.code,
      language: storefront.locale,
    }).updatePassword(token, parsed.value.password, parsed.value.password_confirmation);
  } catch (error) {
    return data(apiRefusal(error, parsed.values), { status: apiErrorStatus(error) ?? 400 });
  }
  const login = localizedPath('/login', storefront.locale, storefront.editionLocale);
  return redirect(`${login}?aviso=password`);
}

/** /restaurar-contrasena?token=: the e-mailed link's page, where the new password is chosen. */
export default function PasswordResetPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  if (!loaderData.token) {
    return (
      <AuthCard title={t('authPages.reset.title')}>
        <PageHead title={t('authPages.reset.title')} noIndex />
        <p role="alert" className="text-ink">
          {t('authPages.reset.missingToken')}
        </p>
        <ShopLink
          to="/recuperar-contrasena"
          className="mt-4 inline-block font-semibold text-brand-700 underline"
        >
          {t('authPages.reset.requestNew')}
        </ShopLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('authPages.reset.title')} intro={t('authPages.reset.intro')}>
      <PageHead title={t('authPages.reset.title')} noIndex />
      <Form method="post" noValidate className="space-y-4">
        <FormMessages reply={actionData} />
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
        <SubmitButton>{t('authPages.reset.submit')}</SubmitButton>
      </Form>
      {actionData?.formError && (
        <ShopLink
          to="/recuperar-contrasena"
          className="mt-4 inline-block text-sm font-semibold text-brand-700 underline"
        >
          {t('authPages.reset.requestNew')}
        </ShopLink>
      )}
    </AuthCard>
  );
}
