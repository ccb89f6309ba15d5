import { data, Form } from 'react-router';
import { AccountHeading, Panel, primaryButton } from '../../features/account/account-page.tsx';
import {
  headersWith,
  requireAccountContext,
  withSession,
} from '../../features/account/account-session.server.ts';
import { accessDataUpdateForm } from '../../features/account/access-data-form.ts';
import { createAuthApi, type ClientUpdateBody } from '../../features/auth/auth-api.server.ts';
import { FormMessages, InputField } from '../../features/auth/form-controls.tsx';
import { apiRefusal, formReply, parseForm } from '../../features/auth/form-reply.server.ts';
import { apiErrorStatus } from '../../lib/api.server.ts';
import { requireSameOrigin, sessionCookies } from '../../lib/auth-session.server.ts';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/access-data';
import { formBody } from '../../lib/request-body.server.ts';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['authPages', 'checkout'] };

export async function loader({ request }: Route.LoaderArgs) {
  const context = await requireAccountContext(request);
  const { first_name, last_name, phone, email } = context.client;
  return withSession(context, { client: { first_name, last_name, phone: phone ?? '', email } });
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const context = await requireAccountContext(request);
  const parsed = parseForm(
    await formBody(request),
    accessDataUpdateForm(context.storefront.store.code),
    context.t,
  );
  if (!parsed.ok) return data(parsed.reply, { status: 400 });
  const { password, password_confirmation, current_password, ...personal } = parsed.value;
  const body: ClientUpdateBody = { ...personal };
  if (password !== undefined) Object.assign(body, { password, password_confirmation });
  if (current_password !== '') body.current_password = current_password;
  const auth = createAuthApi(context.scope);
  let updated;
  try {
    updated = await auth.updateClient(context.client.id, body);
  } catch (error) {
    return data(apiRefusal(error, parsed.values), { status: apiErrorStatus(error) ?? 400 });
  }
  const reply = formReply({ values: parsed.values, notice: context.t('account.accessData.saved') });
  if (password === undefined) return withSession(context, reply);
  // The api ends every session of the account with a new password, this one's too: signing in
  // again with it keeps the customer here instead of logging them out when the token expires.
  const tokens = await auth.token(updated.email, password);
  return data(reply, {
    headers: headersWith(sessionCookies(request, tokens, updated._type)),
  });
}

/** /profile/{id}/access-data: name, phone, e-mail and password. */
export default function AccessDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const { client } = loaderData;
  return (
    <>
      <AccountHeading title={t('account.accessData.title')} />
      <Form method="post" noValidate className="space-y-6">
        <FormMessages reply={actionData} />
        <Panel>
          <h2 className="mb-4 text-lg font-bold">{t('account.accessData.personal')}</h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              name="first_name"
              autoComplete="given-name"
              label={t('account.accessData.firstName')}
              defaultValue={client.first_name}
              reply={actionData}
            />
            <InputField
              name="last_name"
              autoComplete="family-name"
              label={t('account.accessData.lastName')}
              defaultValue={client.last_name}
              reply={actionData}
            />
            <InputField
              name="phone"
              type="tel"
              autoComplete="tel"
              required={false}
              label={t('account.accessData.phone')}
              defaultValue={client.phone}
              reply={actionData}
            />
            <InputField
              name="email"
              type="email"
              autoComplete="email"
              label={t('account.accessData.email')}
              defaultValue={client.email}
              reply={actionData}
            />
          </div>
        </Panel>
        <Panel>
          <h2 className="text-lg font-bold">{t('account.accessData.changePassword')}</h2>
          <p className="mb-4 mt-1 text-sm text-ink-soft">
            {t('account.accessData.changePasswordHint')}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              name="password"
              type="password"
              autoComplete="new-password"
              required={false}
              label={t('account.accessData.password')}
              hint={t('authPages.fields.passwordHint')}
              reply={actionData}
            />
            <InputField
              name="password_confirmation"
              type="password"
              autoComplete="new-password"
              required={false}
              label={t('account.accessData.passwordConfirmation')}
              reply={actionData}
            />
            <InputField
              name="current_password"
              type="password"
              autoComplete="current-password"
              required={false}
              label={t('account.accessData.currentPassword')}
              hint={t('account.accessData.currentPasswordHint')}
              reply={actionData}
            />
          </div>
        </Panel>
        <button type="submit" className={primaryButton}>
          {t('account.accessData.submit')}
        </button>
      </Form>
    </>
  );
}
