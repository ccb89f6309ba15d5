import { createTranslator } from '@shop/i18n';
import { redirect } from 'react-router';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { createAuthApi } from '../../features/auth/auth-api.server.ts';
import { AuthCard } from '../../features/auth/auth-shell.tsx';
import { apiFailure } from '../../features/checkout/api-failure.server.ts';
import { localizedPath } from '../../lib/locale-path.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/activate';

/**
 * /activar-cuenta?token=: the activation e-mail's link. Opening it activates the account
 * (POST activate_user/) and leads to the login page; a used or expired link says why.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const storefront = await resolveStorefront(request);
  const t = createTranslator(storefront.locale);
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { error: t('authPages.activation.missingToken') };
  try {
    await createAuthApi({ store: storefront.store.code, language: storefront.locale }).activate(
      token,
    );
  } catch (error) {
    const failure = apiFailure(error);
    if (!failure) throw error;
    return { error: failure.detail ?? t('authPages.activation.missingToken') };
  }
  const login = localizedPath('/login', storefront.locale, storefront.editionLocale);
  throw redirect(`${login}?aviso=activated`);
}

export default function ActivatePage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <AuthCard title={t('authPages.activation.failed')}>
      <PageHead title={t('authPages.activation.title')} noIndex />
      <p role="alert" data-testid="activation-error" className="text-ink">
        {loaderData.error}
      </p>
      <ShopLink to="/login" className="mt-4 inline-block font-semibold text-brand-700 underline">
        {t('authPages.activation.login')}
      </ShopLink>
    </AuthCard>
  );
}
