import {
  formatMoney,
  klarnaInstalments,
  paymentMethodMessageKey,
  sequraInstalmentOptions,
  type Cents,
  type PaymentMethodId,
} from '@shop/domain';
import type { Locale, Translate } from '@shop/i18n';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';

type PaymentMethodListProps = {
  methods: readonly PaymentMethodId[];
  selected: string;
  /** The order's total without any PayPal commission, as the api figured it. */
  total: Cents;
  /** The api's commission for the cart, once PayPal is the chosen method (0 otherwise). */
  paypalCommission: Cents;
  error?: string;
};

/** The rules that go with each method, worded for the customer (SPEC section 9). */
function methodDetails(
  method: PaymentMethodId,
  total: Cents,
  paypalCommission: Cents,
  t: Translate,
  locale: Locale,
): string[] {
  switch (method) {
    case 'klarna_account': {
      const [first] = klarnaInstalments(total, new Date());
      return [
        t('checkout.payment.klarna_account'),
        t('checkout.payment.klarnaFirst', { amount: formatMoney(first?.amount ?? 0, locale) }),
      ];
    }
    case 'paypal':
      return paypalCommission > 0
        ? [
            t('checkout.payment.paypal'),
            t('checkout.payment.paypalCommission', {
              amount: formatMoney(paypalCommission, locale),
            }),
          ]
        : [t('checkout.payment.paypal')];
    case 'sequra_pp3': {
      const months = sequraInstalmentOptions(total);
      const eighteen = months.includes(18);
      const shown = months.map(String);
      const last = shown.pop() ?? '';
      const list =
        shown.length > 0 ? `${shown.join(', ')}${t('checkout.payment.monthsJoin')}${last}` : last;
      return eighteen
        ? [t('checkout.payment.sequra_pp3', { months: list })]
        : [
            t('checkout.payment.sequra_pp3', { months: list }),
            t('checkout.payment.sequraEighteen'),
          ];
    }
    default:
      return [t(`checkout.payment.${method}`)];
  }
}

/** One radio per method the edition accepts; the label says what it costs and how it works. */
export function PaymentMethodList({
  methods,
  selected,
  total,
  paypalCommission,
  error,
}: PaymentMethodListProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  return (
    <fieldset
      aria-describedby={error ? 'payment_method_selected-error' : 'payment-secure'}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-ink">
        {t('checkout.payment.legend')}
        <span aria-hidden="true" className="text-accent-700">
          {' '}
          *
        </span>
        <span className="sr-only"> {t('checkout.form.required')}</span>
      </legend>
      <div className="mt-3 grid gap-3" id="payment_method_selected">
        {methods.map((method) => {
          const details = methodDetails(method, total, paypalCommission, t, locale);
          return (
            <label
              key={method}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-4 transition-colors hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600"
            >
              <input
                type="radio"
                name="payment_method_selected"
                value={method}
                defaultChecked={selected === method}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-ink">
                    {t(paymentMethodMessageKey(method))}
                  </span>
                  <MethodBadge method={method} />
                </span>
                {details.map((line) => (
                  <span key={line} className="mt-1 block text-sm text-ink-soft">
                    {line}
                  </span>
                ))}
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p
          id="payment_method_selected-error"
          data-testid="error-payment_method_selected"
          className="mt-2 text-sm font-medium text-accent-700"
        >
          {error}
        </p>
      )}
      <p id="payment-secure" className="mt-3 text-xs text-ink-soft">
        {t('checkout.payment.secure')}
      </p>
    </fieldset>
  );
}

const badge = 'rounded-md px-2 py-0.5 text-xs font-extrabold ring-1 ring-line';

/** Brand marks drawn as text, like the footer's payment badges: nothing to download. */
function MethodBadge({ method }: { method: PaymentMethodId }) {
  switch (method) {
    case 'card':
      return (
        <span aria-hidden="true" className="flex gap-1">
          <span className={`${badge} bg-white italic text-[#1a1f71]`}>VISA</span>
          <span className={`${badge} bg-white text-[#eb001b]`}>MC</span>
        </span>
      );
    case 'bizum':
      return (
        <span aria-hidden="true" className={`${badge} bg-[#05c3de] text-ink`}>
          bizum
        </span>
      );
    case 'klarna_account':
      return (
        <span aria-hidden="true" className={`${badge} bg-[#ffb3c7] text-black`}>
          Klarna
        </span>
      );
    case 'paypal':
      return (
        <span aria-hidden="true" className={`${badge} bg-white italic text-[#003087]`}>
          Pay<span className="text-[#0070e0]">Pal</span>
        </span>
      );
    case 'sequra_sp1':
    case 'sequra_pp3':
      return (
        <span aria-hidden="true" className={`${badge} bg-[#00c2a3] text-ink`}>
          seQura
        </span>
      );
    case 'transfer':
      return null;
  }
}
