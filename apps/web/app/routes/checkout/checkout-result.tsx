import { PageHead } from '../../components/ui/page-head.tsx';
import { loadPaymentResult } from '../../features/checkout/load-payment-result.server.ts';
import { PaymentResultView } from '../../features/checkout/payment-result.tsx';
import { StepIndicator } from '../../features/checkout/step-indicator.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { Route } from './+types/checkout-result';

export function loader({ request, params }: Route.LoaderArgs) {
  return loadPaymentResult(request, params.payment_reference);
}

export default function CheckoutResultPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const failed =
    loaderData.kind !== 'authorized' &&
    loaderData.kind !== 'pending' &&
    loaderData.kind !== 'transfer';
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-8">
      <PageHead title={t('checkout.result.title')} noIndex />
      <StepIndicator current={failed ? 2 : 3} />
      <PaymentResultView result={loaderData} />
    </div>
  );
}
