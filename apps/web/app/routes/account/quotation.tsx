import { formatMoney } from '@shop/domain';
import { Form } from 'react-router';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { createAccountApi } from '../../features/account/account-api.server.ts';
import { AccountHeading, primaryButton } from '../../features/account/account-page.tsx';
import {
  redirectWithSession,
  requireAccountContext,
  withSession,
} from '../../features/account/account-session.server.ts';
import { orderIdOf } from '../../features/account/order-actions.server.ts';
import { OrderView } from '../../features/account/order-view.tsx';
import { FormMessages } from '../../features/auth/form-controls.tsx';
import { apiRefusal } from '../../features/auth/form-reply.server.ts';
import { apiErrorStatus } from '../../lib/api.server.ts';
import { requireSameOrigin } from '../../lib/auth-session.server.ts';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/quotation';

export async function loader({ request, params }: Route.LoaderArgs) {
  const context = await requireAccountContext(request);
  const quotation = await createAccountApi(context.scope).quotations.get(
    orderIdOf(params.quotation_id),
  );
  return withSession(context, { quotation });
}

/** The current prices an expired quotation's refusal carries (issue 7 contract). */
function currentTotalOf(error: unknown): number | null | undefined {
  const raw = (error as { data?: { detail?: unknown } }).data?.detail;
  if (typeof raw !== 'string') return undefined;
  try {
    const body = JSON.parse(raw) as { current_prices?: { current_total?: number | null } };
    return body.current_prices?.current_total;
  } catch {
    return undefined;
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  requireSameOrigin(request);
  const context = await requireAccountContext(request);
  try {
    const { order } = await createAccountApi(context.scope).quotations.accept(
      orderIdOf(params.quotation_id),
    );
    return redirectWithSession(context, `/order/${order.id}`);
  } catch (error) {
    const reply = apiRefusal(error, {});
    return withSession(
      context,
      { ...reply, currentTotal: currentTotalOf(error) },
      apiErrorStatus(error) ?? 400,
    );
  }
}

/** /quotation/{quotation_id}: the quoted prices, accepted while the quotation is valid. */
export default function QuotationPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  const { quotation } = loaderData;
  const currentTotal = actionData?.currentTotal;
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
        {currentTotal !== undefined && (
          <p data-testid="current-prices" className="font-semibold">
            {currentTotal === null
              ? t('account.quotations.unavailable')
              : t('account.quotations.currentPrices', { total: formatMoney(currentTotal, locale) })}
          </p>
        )}
      </div>
      <OrderView
        order={quotation}
        actions={
          quotation.status === 200 && (
            <Form method="post">
              <button type="submit" className={`${primaryButton} w-full`}>
                {t('account.quotations.accept')}
              </button>
            </Form>
          )
        }
      />
    </>
  );
}
