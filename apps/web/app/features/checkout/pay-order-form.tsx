import { useState } from 'react';
import { Form } from 'react-router';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { CheckoutReply } from './checkout-action.server.ts';
import { FormSection } from './checkout-form.tsx';
import type { CheckoutData } from './load-checkout.server.ts';
import { PaymentMethodList } from './payment-method-list.tsx';

export const payOrderFormId = 'pay-order-form';

/**
 * Paying an order placed earlier (a refused payment, or 'pay my order'): its addresses are the
 * order's and cannot change; only the payment method is chosen.
 */
export function PayOrderForm({
  data,
  reply,
  onPlace,
}: {
  data: CheckoutData;
  reply: CheckoutReply | undefined;
  onPlace: () => void;
}) {
  const t = useTranslate();
  const [renderKey] = useState(data.idempotencyKey);
  const { cart, values, country } = data;
  const address = [
    `${values.shipping_address} ${values.shipping_number}`.trim(),
    values.shipping_flat,
    `${values.shipping_postal_code} ${values.shipping_city}`.trim(),
    values.shipping_province,
    t(`checkout.countries.${country}`),
  ].filter(Boolean);
  return (
    <Form
      id={payOrderFormId}
      method="post"
      noValidate
      className="space-y-5"
      aria-label={t('checkout.steps.details')}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter?.getAttribute('value') === 'place') onPlace();
      }}
    >
      <input type="hidden" name="idempotency_key" value={reply?.idempotencyKey ?? renderKey} />
      {data.orderParam && <input type="hidden" name="pedido" value={data.orderParam} />}
      <FormSection id="checkout-shipping" title={t('checkout.shipping.title')} step={1}>
        <address className="not-italic leading-relaxed text-ink">
          <strong className="block">
            {values.name} {values.surnames}
          </strong>
          {address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          <span className="block text-ink-soft">
            {values.email} · {values.phone}
          </span>
        </address>
      </FormSection>
      <FormSection id="checkout-payment" title={t('checkout.payment.title')} step={2}>
        <PaymentMethodList
          methods={data.methods}
          selected=""
          total={cart.prices.pvp_total - cart.prices.paypal_commission}
          paypalCommission={0}
          error={reply?.errors.payment_method_selected}
        />
      </FormSection>
    </Form>
  );
}
