import { Form, useNavigation } from 'react-router';
import { useTranslate } from '../../lib/use-storefront.ts';
import { TextField } from '../checkout/form-field.tsx';
import type { LookupReply } from './order-lookup.server.ts';

/** E-mail and order number: a plain form post, so it works before JavaScript loads. */
export function OrderLookupForm({
  reply,
  orderNumberExample,
}: {
  reply: LookupReply | undefined;
  orderNumberExample: string;
}) {
  const t = useTranslate();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <Form
      method="post"
      noValidate
      aria-label={t('orderStatus.title')}
      className="rounded-2xl bg-white p-5 ring-1 ring-line sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          label={t('orderStatus.email')}
          defaultValue={reply?.values.email ?? ''}
          error={reply?.errors.email}
        />
        <TextField
          name="order_number"
          required
          maxLength={50}
          label={t('orderStatus.orderNumber')}
          hint={t('orderStatus.orderNumberHint', { example: orderNumberExample })}
          defaultValue={reply?.values.order_number ?? ''}
          error={reply?.errors.order_number}
        />
      </div>
      <div aria-live="polite">
        {reply?.formError && (
          <p
            role="alert"
            data-testid="lookup-error"
            className="mt-4 rounded-xl border border-accent-500 bg-accent-100 p-3 font-semibold text-ink"
          >
            {reply.formError}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="mt-5 h-12 w-full rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
      >
        {t('orderStatus.submit')}
      </button>
    </Form>
  );
}
