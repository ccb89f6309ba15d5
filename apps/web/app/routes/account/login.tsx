import { loginForm, passwordRecoveryForm } from '@shop/domain';
import { createTranslator, type Translate } from '@shop/i18n';
import { useEffect, useRef } from 'react';
import { data, Form, redirect } from 'react-router';
import { PageHead } from '../../components/ui/page-head.tsx';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { headersWith } from '../../features/account/account-session.server.ts';
import { createAccountApi } from '../../features/account/account-api.server.ts';
import { createAuthApi, type AuthApi } from '../../features/auth/auth-api.server.ts';
import { AuthCard } from '../../features/auth/auth-shell.tsx';
import { useHydrated } from '../../features/configurator/use-hydrated.ts';
import { parseFavouriteIds, readLocalFavourites } from '../../features/auth/favourite-ids.ts';
import {
  FormMessages,
  InputField,
  Notice,
  PolicyCheckbox,
  SubmitButton,
} from '../../features/auth/form-controls.tsx';
import {
  apiRefusal,
  formReply,
  parseForm,
  type FormReply,
} from '../../features/auth/form-reply.server.ts';
import { apiErrorStatus } from '../../lib/api.server.ts';
import { authSession, requireSameOrigin, sessionCookies } from '../../lib/auth-session.server.ts';
import { adoptGuestCart } from '../../lib/cart-session.server.ts';
import { localizedPath } from '../../lib/locale-path.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import { resolveStorefront } from '../../lib/storefront.server.ts';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/login';
import { formBody } from '../../lib/request-body.server.ts';

const notices = {
  activated: 'authPages.login.activated',
  password: 'authPages.login.passwordChanged',
  logout: 'authPages.login.loggedOut',
} as const;

function noticeOf(value: string | null): keyof typeof notices | null {
  return value !== null && value in notices ? (value as keyof typeof notices) : null;
}

function nextOf(value: FormDataEntryValue | null): string | null {
  return typeof value === 'string' && value !== '' ? safeReturnPath(value) : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const storefront = await resolveStorefront(request);
  const url = new URL(request.url);
  const next = nextOf(url.searchParams.get('next'));
  const session = await authSession(request, {
    store: storefront.store.code,
    language: storefront.locale,
  });
  // Already signed in: straight on to where the visitor was going.
  if (session.token) {
    throw redirect(next ?? localizedPath('/profile', storefront.locale, storefront.editionLocale), {
      headers: headersWith(session.setCookies),
    });
  }
  return data(
    { next, notice: noticeOf(url.searchParams.get('aviso')) },
    { headers: headersWith(session.setCookies) },
  );
}

/** `inactiveEmail`: the right password of an account not activated yet; the page offers the link again. */
type LoginReply = FormReply & { inactiveEmail: string | null };

const loginReply = (reply: FormReply, inactiveEmail: string | null = null): LoginReply => ({
  ...reply,
  inactiveEmail,
});

/** "Send the activation e-mail again": the api answers the same whether the account exists. */
async function resendActivation(form: FormData, auth: AuthApi, t: Translate) {
  const parsed = parseForm(form, passwordRecoveryForm, t);
  if (!parsed.ok) return data(loginReply(parsed.reply), { status: 400 });
  try {
    const { detail } = await auth.resendActivation(parsed.value.email);
    return data(loginReply(formReply({ notice: detail, values: parsed.values })));
  } catch (error) {
    return data(loginReply(apiRefusal(error, parsed.values), parsed.value.email), {
      status: apiErrorStatus(error) ?? 400,
    });
  }
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const storefront = await resolveStorefront(request);
  const t = createTranslator(storefront.locale);
  const form = await formBody(request);
  const scope = { store: storefront.store.code, language: storefront.locale };
  const auth = createAuthApi({ ...scope, forwardedFor: request.headers.get('x-forwarded-for') });
  if (form.get('intent') === 'resend_activation') return resendActivation(form, auth, t);
  const parsed = parseForm(form, loginForm, t);
  if (!parsed.ok) return data(loginReply(parsed.reply), { status: 400 });
  let tokens;
  try {
    tokens = await auth.token(parsed.value.email, parsed.value.password);
  } catch (error) {
    const reply = apiRefusal(error, parsed.values);
    // The api says 'Usuario inactivo' only to the holder of the right password.
    const inactive = reply.formError === t('domain.errors.auth.inactive_user');
    return data(loginReply(reply, inactive ? parsed.value.email : null), {
      status: apiErrorStatus(error) ?? 400,
    });
  }
  const client = await auth.info(tokens.access);
  await adoptGuestCart(request, storefront, tokens.access);
  // SPEC section 4: the guest's local favourites join the account's, without duplicates.
  const favourites = parseFavouriteIds(form.get('favourites'));
  if (favourites.length > 0) {
    await createAccountApi({ ...scope, token: tokens.access })
      .wishlist.setFavourites(client.id, favourites)
      .catch((error: unknown) => console.error('favourites not merged at login', error));
  }
  const next =
    nextOf(form.get('next')) ??
    localizedPath(`/profile/${client.id}`, storefront.locale, storefront.editionLocale);
  return redirect(next, { headers: headersWith(sessionCookies(request, tokens, client._type)) });
}

/** /login (SPEC section 2): e-mail, password and the terms; back to `next` afterwards. */
export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const favouritesInput = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    if (favouritesInput.current) {
      favouritesInput.current.value = JSON.stringify(readLocalFavourites());
    }
  }, []);
  const { next, notice } = loaderData;
  const signupLink = next ? `/signup?next=${encodeURIComponent(next)}` : '/signup';
  return (
    <AuthCard title={t('authPages.login.title')} intro={t('authPages.login.intro')}>
      <PageHead title={t('authPages.login.title')} noIndex />
      {notice && <Notice>{t(notices[notice])}</Notice>}
      <div className="space-y-4 has-[p]:mb-4">
        <FormMessages reply={actionData} />
        {actionData?.inactiveEmail && (
          <Form
            method="post"
            className="rounded-xl bg-surface p-4 text-sm ring-1 ring-line"
            data-testid="resend-activation"
          >
            <input type="hidden" name="intent" value="resend_activation" />
            <input type="hidden" name="email" value={actionData.inactiveEmail} />
            <p className="text-ink">{t('authPages.login.inactiveHelp')}</p>
            <button
              type="submit"
              className="mt-3 h-11 rounded-full border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {t('authPages.login.resendActivation')}
            </button>
          </Form>
        )}
      </div>
      {/* A whole page load after signing in, so every island reads the new session. */}
      <Form
        method="post"
        noValidate
        reloadDocument
        data-ready={hydrated}
        className="space-y-4"
        onSubmit={() => {
          // Read again as it is sent: another tab may have changed them meanwhile.
          if (favouritesInput.current) {
            favouritesInput.current.value = JSON.stringify(readLocalFavourites());
          }
        }}
      >
        <input type="hidden" name="next" value={next ?? ''} />
        <input ref={favouritesInput} type="hidden" name="favourites" defaultValue="" />
        <InputField
          name="email"
          type="email"
          autoComplete="email"
          label={t('authPages.fields.email')}
          reply={actionData}
        />
        <InputField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('authPages.fields.password')}
          reply={actionData}
        />
        <PolicyCheckbox
          name="terms"
          reply={actionData}
          template={t('authPages.fields.terms')}
          linkText={t('authPages.fields.termsLink')}
          to="/cms/condiciones-de-venta"
        />
        <SubmitButton>{t('authPages.login.submit')}</SubmitButton>
      </Form>
      <p className="mt-4 text-center text-sm">
        <ShopLink to="/recuperar-contrasena" className="font-semibold text-brand-700 underline">
          {t('authPages.login.forgot')}
        </ShopLink>
      </p>
      <p className="mt-6 border-t border-line pt-4 text-center text-sm text-ink-soft">
        {t('authPages.login.noAccount')}{' '}
        <ShopLink to={signupLink} className="font-semibold text-brand-700 underline">
          {t('authPages.login.signUp')}
        </ShopLink>
      </p>
    </AuthCard>
  );
}
