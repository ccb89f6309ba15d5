import { Form } from 'react-router';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { createAccountApi } from '../../features/account/account-api.server.ts';
import { AccountHeading, primaryButton } from '../../features/account/account-page.tsx';
import {
  requireAccountContext,
  withSession,
} from '../../features/account/account-session.server.ts';
import { ExpiredQuotation, NotAddedProducts } from '../../features/account/expired-quotation.tsx';
import { orderIdOf } from '../../features/account/order-actions.server.ts';
import { OrderView } from '../../features/account/order-view.tsx';
import { quotationAction } from '../../features/account/quotation-actions.server.ts';
import { FormMessages } from '../../features/auth/form-controls.tsx';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/quotation';
import type { MessagesHandle } from '../../lib/page-messages.ts';

export const handle: MessagesHandle = { messages: ['checkout'] };

export async function loader({ request, params }: Route.LoaderArgs) {
  const context = await requireAccountContext(request);
  // Whether it expired, and then today's prices, come with it: the page knows before any click.
  const quotation = await createAccountApi(context.scope).quotations.get(
    orderIdOf(params.quotation_id),
  );
  return withSession(context, { quotation });
}

export async function action({ request, params }: Route.ActionArgs) {
  requireSameOrigin(request);
  const context = await requireAccountContext(request);
  return quotationAction(context, request, orderIdOf(params.quotation_id));
}

/**
 * /quotation/{quotation_id}: the quoted prices, accepted while the quotation is valid; once
 * expired, today's prices and the way to buy at them.
 */
export default function QuotationPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const { quotation } = loaderData;
  const expired = quotation.quote_expired;
  return (
    <>
      <ShopLink
        to="/quotation"
        className="mb-2 inline-block text-sm font-semibold text-brand-700 underline"
      >
        {t('account.quotations.back')}
      </ShopLink>
      <AccountHeading title={t('account.quotations.detailTitle', { number: quotation.number })} />
      <div className="mb-4 space-y-2">
        <FormMessages reply={actionData} />
        {actionData && (
          <NotAddedProducts rows={actionData.notAdded} cartChanged={actionData.cartChanged} />
        )}
      </div>
      {expired && <ExpiredQuotation quotation={quotation} />}
      <OrderView
        order={quotation}
        actions={
          !expired && (
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value="accept"
                data-testid="quotation-accept"
                className={`${primaryButton} w-full`}
              >
                {t('account.quotations.accept')}
              </button>
            </Form>
          )
        }
      />
    </>
  );
}
