import { passwordRecoveryForm } from '@shop/domain';
import { createTranslator } from '@shop/i18n';
import { data, Form } from 'react-router';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { createAuthApi } from '../../features/auth/auth-api.server.ts';
import { AuthCard } from '../../features/auth/auth-shell.tsx';
import { FormMessages, InputField, SubmitButton } from '../../features/auth/form-controls.tsx';
import { apiRefusal, formReply, parseForm } from '../../features/auth/form-reply.server.ts';
import { apiErrorStatus } from '../../lib/api.server.ts';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/password-recovery';
import { formBody } from '../../lib/request-body.server.ts';

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const storefront = await resolveStorefront(request);
  const t = createTranslator(storefront.locale);
  const parsed = parseForm(await formBody(request), passwordRecoveryForm, t);
  if (!parsed.ok) return data(parsed.reply, { status: 400 });
  try {
    const { detail } = await createAuthApi({
      store: storefront.store.code,
      language: storefront.locale,
      forwardedFor: request.headers.get('x-forwarded-for'),
    }).requestReset(parsed.value.email);
    // 'Hemos enviado un correo para que actualices tu contraseña' (SPEC section 8).
    return formReply({ values: parsed.values, notice: detail });
  } catch (error) {
    return data(apiRefusal(error, parsed.values), { status: apiErrorStatus(error) ?? 400 });
  }
}

/** /recuperar-contrasena: asks for the e-mail that receives the reset link. */
export default function PasswordRecoveryPage({ actionData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <AuthCard title={t('authPages.recovery.title')} intro={t('authPages.recovery.intro')}>
      <PageHead title={t('authPages.recovery.title')} noIndex />
      <Form method="post" noValidate className="space-y-4">
        <FormMessages reply={actionData} />
        <InputField
          name="email"
          type="email"
          autoComplete="email"
          label={t('authPages.fields.email')}
          reply={actionData}
        />
        <SubmitButton>{t('authPages.recovery.submit')}</SubmitButton>
      </Form>
      <p className="mt-4 text-center text-sm">
        <ShopLink to="/login" className="font-semibold text-brand-700 underline">
          {t('authPages.recovery.back')}
        </ShopLink>
      </p>
    </AuthCard>
  );
}
