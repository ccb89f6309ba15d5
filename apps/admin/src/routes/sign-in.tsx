import {
  Form,
  redirect,
  useActionData,
  useNavigation,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { LanguagePicker } from '../components/language-picker.tsx';
import { TextField } from '../components/form-fields.tsx';
import { safeReturnPath } from '../lib/return-path.ts';
import { staffApi, StaffApiError } from '../lib/staff-api.ts';
import type { StaffSession } from '../lib/staff-api-types.ts';
import { homeFor } from '../lib/staff-navigation.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

/** Where to go once signed in: the page asked for, or the staff member's first screen. */
function destination(request: Request, session: StaffSession): string {
  const next = safeReturnPath(new URL(request.url).searchParams.get('next'));
  return next !== '/' ? next : (homeFor(session.permissions) ?? '/');
}

/** Someone already signed in skips the form. */
export async function signInLoader({ request }: LoaderFunctionArgs) {
  try {
    const session = await staffApi<StaffSession>('session/', { signal: request.signal });
    return redirect(destination(request, session));
  } catch (error) {
    if (error instanceof StaffApiError && error.status === 401) return null;
    throw error;
  }
}

type SignInErrors = Record<'email' | 'password' | 'non_field_errors', string[]>;

export async function signInAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  try {
    const session = await staffApi<StaffSession>('session/', {
      method: 'POST',
      body: {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      },
    });
    return redirect(destination(request, session));
  } catch (error) {
    if (!(error instanceof StaffApiError)) throw error;
    const errors: SignInErrors = {
      email: error.messagesFor('email'),
      password: error.messagesFor('password'),
      non_field_errors: error.messagesFor('non_field_errors'),
    };
    if (error.status !== 400 && error.body.detail) errors.non_field_errors.push(error.body.detail);
    return { errors };
  }
}

const input = 'rounded border border-ink-soft bg-white px-3 py-2 font-normal';

export function SignInPage() {
  const { t } = useStaffLanguage();
  const [search] = useSearchParams();
  const answer = useActionData<typeof signInAction>();
  const submitting = useNavigation().state === 'submitting';
  const errors = answer?.errors;
  const notice = search.has('expired')
    ? t('staffApp.signIn.expired')
    : search.has('signed_out')
      ? t('staffApp.signIn.signedOut')
      : null;
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center gap-6 px-4 py-10">
      <title>{`${t('staffApp.signIn.title')} · ${t('staffApp.appName')}`}</title>
      <div className="flex items-center justify-between">
        <p className="text-sm font-semibold text-brand-700">{t('staffApp.appName')}</p>
        <LanguagePicker />
      </div>
      <h1 className="text-2xl font-semibold">{t('staffApp.signIn.title')}</h1>
      {notice && (
        <p role="status" className="rounded border border-brand-100 bg-brand-50 p-3 text-sm">
          {notice}
        </p>
      )}
      <Form method="post" className="flex flex-col gap-4" noValidate>
        {errors && errors.non_field_errors.length > 0 && (
          <div role="alert" className="rounded bg-danger-50 p-3 text-sm text-danger-700">
            {errors.non_field_errors.join(' ')}
          </div>
        )}
        <TextField
          name="email"
          label={t('staffApp.signIn.email')}
          type="email"
          autoComplete="username"
          required
          errors={errors?.email ?? []}
          inputClassName={input}
        />
        <TextField
          name="password"
          label={t('staffApp.signIn.password')}
          type="password"
          autoComplete="current-password"
          required
          errors={errors?.password ?? []}
          inputClassName={input}
        />
        <button
          type="submit"
          disabled={submitting}
          className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 disabled:opacity-70"
        >
          {submitting ? t('staffApp.signIn.submitting') : t('staffApp.signIn.submit')}
        </button>
      </Form>
    </main>
  );
}
