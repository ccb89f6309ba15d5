import { createAccountApi } from '../../features/account/account-api.server.ts';
import { Form } from 'react-router';
import { AccountHeading, Panel, primaryButton } from '../../features/account/account-page.tsx';
import {
  redirectWithSession,
  requireAccountContext,
  withSession,
} from '../../features/account/account-session.server.ts';
import { FormMessages } from '../../features/auth/form-controls.tsx';
import { apiRefusal, formReply } from '../../features/auth/form-reply.server.ts';
import { apiErrorStatus } from '../../lib/api.server.ts';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import { loadCart, readCartId } from '../../lib/cart-session.server.ts';
import { ListPager, OrderList, pageOf } from '../../features/account/order-list.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/quotations';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['checkout'] };

export async function loader({ request }: Route.LoaderArgs) {
  const context = await requireAccountContext(request);
  const page = pageOf(request);
  const [list, cart] = await Promise.all([
    createAccountApi(context.scope).quotations.list(page),
    loadCart(request, { ...context.storefront, token: context.scope.token ?? null }).catch(
      () => null,
    ),
  ]);
  return withSession(context, {
    orders: list.results,
    page,
    hasNext: list.next !== null,
    canSaveCart: (cart?.rows.length ?? 0) > 0,
  });
}

/** Saves the current cart as a quotation at its current prices (save_quotation/). */
export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  const context = await requireAccountContext(request);
  const cartId = readCartId(request);
  if (!cartId) return withSession(context, formReply(), 400);
  try {
    const quotation = await createAccountApi(context.scope).quotations.saveCart(cartId);
    return redirectWithSession(context, `/quotation/${quotation.id}`);
  } catch (error) {
    return withSession(context, apiRefusal(error, {}), apiErrorStatus(error) ?? 400);
  }
}

/** /quotation: the saved quotations with their validity. */
export default function QuotationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const { orders, page, hasNext, canSaveCart } = loaderData;
  return (
    <>
      <AccountHeading title={t('account.quotations.title')}>
        {canSaveCart && (
          <Form method="post">
            <button type="submit" className={primaryButton} data-testid="save-quotation">
              {t('account.quotations.save')}
            </button>
          </Form>
        )}
      </AccountHeading>
      <div className="mb-4">
        <FormMessages reply={actionData} />
      </div>
      {orders.length === 0 ? (
        <Panel>
          <p className="text-ink-soft">{t('account.quotations.empty')}</p>
        </Panel>
      ) : (
        <>
          <OrderList orders={orders} basePath="/quotation" quotations />
          <ListPager page={page} hasNext={hasNext} path="/quotation" />
        </>
      )}
    </>
  );
}
