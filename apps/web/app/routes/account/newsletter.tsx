import { Form } from 'react-router';
import { createAccountApi } from '../../features/account/account-api.server.ts';
import {
  AccountHeading,
  Panel,
  primaryButton,
  secondaryButton,
} from '../../features/account/account-page.tsx';
import {
  requireAccountContext,
  withSession,
} from '../../features/account/account-session.server.ts';
import { FormMessages, Notice } from '../../features/auth/form-controls.tsx';
import { apiRefusal, formReply } from '../../features/auth/form-reply.server.ts';
import { apiErrorStatus } from '../../lib/api.server.ts';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/newsletter';
import { formBody } from '../../lib/request-body.server.ts';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['checkout'] };

export async function loader({ request }: Route.LoaderArgs) {
  const context = await requireAccountContext(request);
  const list = await createAccountApi(context.scope).newsletter.list();
  const subscription =
    list.results.find((item) => item.store === context.storefront.store.code) ?? null;
  return withSession(context, { subscription, email: context.client.email });
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const context = await requireAccountContext(request);
  const form = await formBody(request);
  const api = createAccountApi(context.scope).newsletter;
  try {
    const id = Number(form.get('id'));
    if (form.get('intent') === 'unsubscribe' && Number.isSafeInteger(id) && id > 0) {
      await api.unsubscribe(id);
      return withSession(
        context,
        formReply({ notice: context.t('account.newsletter.unsubscribedNotice') }),
      );
    }
    await api.subscribe(context.client.email);
  } catch (error) {
    return withSession(context, apiRefusal(error, {}), apiErrorStatus(error) ?? 400);
  }
  return withSession(
    context,
    formReply({ notice: context.t('account.newsletter.subscribedNotice') }),
  );
}

/** /newsletter: subscribed or not, toggled from here (SPEC section 4). */
export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const { subscription, email } = loaderData;
  return (
    <>
      <AccountHeading title={t('account.newsletter.title')} />
      <Panel className="max-w-2xl">
        {actionData?.notice && <Notice>{actionData.notice}</Notice>}
        <FormMessages reply={actionData?.notice ? undefined : actionData} />
        <Form method="post" className="space-y-4">
          {subscription ? (
            <>
              <p data-testid="newsletter-state" className="font-semibold">
                {t('account.newsletter.subscribed', { email: subscription.email })}
              </p>
              <input type="hidden" name="id" value={subscription.id} />
              <button type="submit" name="intent" value="unsubscribe" className={secondaryButton}>
                {t('account.newsletter.unsubscribe')}
              </button>
            </>
          ) : (
            <>
              <p data-testid="newsletter-state" className="font-semibold">
                {t('account.newsletter.notSubscribed')}
              </p>
              <p className="text-ink-soft">{t('account.newsletter.intro')}</p>
              <p className="text-sm text-ink-soft">{email}</p>
              <button type="submit" name="intent" value="subscribe" className={primaryButton}>
                {t('account.newsletter.subscribe')}
              </button>
            </>
          )}
        </Form>
      </Panel>
    </>
  );
}
