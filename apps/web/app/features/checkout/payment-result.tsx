import type { CartRowDisplay } from '@shop/api/contracts';
import { formatMoney, paymentMethodMessageKey, shopTimeZone } from '@shop/domain';
import { localeTags } from '@shop/i18n';
import { useEffect, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { ShopLink } from '../../components/ui/shop-link.tsx';
import { SummaryList } from '../cart/summary-list.tsx';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';
import type { PaymentResult } from './load-payment-result.server.ts';
import type { PaymentState } from './payment-api.server.ts';

type Known = Exclude<PaymentResult, { kind: 'unknown' | 'not-this-payment' }>;

function Facts({
  items,
}: {
  items: readonly { label: string; value: ReactNode; testId?: string }[];
}) {
  return (
    <dl className="mt-5 grid gap-x-6 gap-y-3 rounded-xl bg-surface p-4 sm:grid-cols-2">
      {items.map(({ label, value, testId }) => (
        <div key={label}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{label}</dt>
          <dd data-testid={testId} className="mt-0.5 break-words font-semibold text-ink">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function StatusIcon({ tone }: { tone: 'ok' | 'error' | 'wait' }) {
  const styles = {
    ok: 'bg-brand-700 text-white',
    error: 'bg-accent-100 text-accent-700',
    wait: 'bg-brand-50 text-brand-700',
  } as const;
  const paths = { ok: 'M6 12.5l4 4 8-9', error: 'M12 7v6M12 17h.01', wait: 'M12 7v5l3 2' } as const;
  return (
    <span
      aria-hidden="true"
      className={`flex size-14 items-center justify-center rounded-full ${styles[tone]}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-8 fill-none stroke-current stroke-[2.5]"
        strokeLinecap="round"
      >
        {tone === 'wait' && <circle cx="12" cy="12" r="9" />}
        <path d={paths[tone]} />
      </svg>
    </span>
  );
}

function OrderRows({ rows }: { rows: CartRowDisplay[] }) {
  const t = useTranslate();
  const money = useMoney();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="result-items" className="mt-6">
      <h2 id="result-items" className="text-base font-bold">
        {t('checkout.result.items')}
      </h2>
      <ul className="mt-2 divide-y divide-line rounded-xl ring-1 ring-line">
        {rows.map((row) => (
          <li key={row.id} data-testid="result-row" className="space-y-1 p-3 text-sm">
            <p className="flex flex-wrap justify-between gap-x-4 gap-y-1">
              <span className="font-medium">
                {row.kind === 'installation'
                  ? t('checkout.summary.installation')
                  : (row.product?.name ?? row.final_ref)}{' '}
                <span className="text-ink-soft">×{row.quantity}</span>
              </span>
              <span data-testid="result-row-total" className="font-semibold">
                {money(row.total_pvp)}
              </span>
            </p>
            {/* Measures and options as the cart words them: the shopper checks what they ordered. */}
            <SummaryList pairs={row.configuration_summary} compact={false} />
            {row.delivery_promise && (
              <p data-testid="delivery-promise" className="text-brand-700">
                {row.delivery_promise.text}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function useMoney() {
  const { locale } = useLocale();
  return (cents: number | undefined) => (cents === undefined ? '' : formatMoney(cents, locale));
}

function commonFacts(
  payment: PaymentState,
  t: ReturnType<typeof useTranslate>,
  money: ReturnType<typeof useMoney>,
) {
  return [
    {
      label: t('checkout.result.orderNumber'),
      value: payment.order_number,
      testId: 'order-number',
    },
    ...(payment.amount !== undefined
      ? [{ label: t('checkout.result.total'), value: money(payment.amount), testId: 'order-total' }]
      : []),
    { label: t('checkout.result.method'), value: t(paymentMethodMessageKey(payment.method)) },
  ];
}

function Authorized({ result }: { result: Known }) {
  const t = useTranslate();
  const money = useMoney();
  return (
    <>
      <StatusIcon tone="ok" />
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">
        {t('checkout.result.authorized.title')}
      </h1>
      <p className="mt-2 text-ink-soft">{t('checkout.result.authorized.text')}</p>
      <Facts
        items={[
          ...commonFacts(result.payment, t, money),
          ...(result.delivery
            ? [
                {
                  label: t('checkout.result.delivery'),
                  value: result.delivery,
                  testId: 'order-delivery',
                },
              ]
            : []),
        ]}
      />
      <p className="mt-4 rounded-xl bg-brand-50 p-4 text-brand-900">
        {t('checkout.result.authorized.email')}
      </p>
      <OrderRows rows={result.rows} />
    </>
  );
}

function Failed({ result }: { result: Known }) {
  const t = useTranslate();
  const money = useMoney();
  return (
    <>
      <StatusIcon tone="error" />
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t('checkout.result.error.title')}</h1>
      <p
        role="alert"
        data-testid="payment-error"
        className="mt-3 rounded-xl border border-accent-500 bg-accent-100 p-4 font-semibold text-ink"
      >
        {t('domain.errors.payment.failed')}
      </p>
      <p className="mt-3 text-ink-soft">{t('checkout.result.error.noCharge')}</p>
      <Facts items={commonFacts(result.payment, t, money)} />
      <Link
        to={result.payAgainPath}
        className="mt-6 flex h-14 w-full items-center justify-center rounded-full bg-accent-500 px-6 text-center text-base font-bold text-ink hover:bg-accent-700 hover:text-white sm:w-auto sm:px-8"
      >
        {t('checkout.result.error.payAgain')}
      </Link>
    </>
  );
}

/** The provider has not confirmed yet (seQura's IPN, a late card notification): look again soon. */
function Pending({ result }: { result: Known }) {
  const t = useTranslate();
  const money = useMoney();
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, 4000);
    return () => window.clearInterval(timer);
  }, [revalidator]);
  return (
    <>
      <StatusIcon tone="wait" />
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t('checkout.result.pending.title')}</h1>
      <p role="status" className="mt-2 text-ink-soft">
        {t('checkout.result.pending.text')}
      </p>
      <Facts items={commonFacts(result.payment, t, money)} />
      <Link
        to="."
        reloadDocument
        className="mt-6 inline-block font-semibold text-brand-700 underline"
      >
        {t('checkout.result.pending.refresh')}
      </Link>
    </>
  );
}

function Transfer({ result }: { result: Known }) {
  const t = useTranslate();
  const { locale } = useLocale();
  const money = useMoney();
  const transfer = result.payment.transfer;
  if (!transfer) return null;
  const deadline = new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: shopTimeZone,
  }).format(new Date(transfer.deadline));
  return (
    <>
      <StatusIcon tone="wait" />
      <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t('checkout.result.transfer.title')}</h1>
      <p className="mt-2 text-ink-soft">{t('checkout.result.transfer.text', { deadline })}</p>
      <Facts
        items={[
          {
            label: t('checkout.result.orderNumber'),
            value: result.payment.order_number,
            testId: 'order-number',
          },
          {
            label: t('checkout.result.transfer.amount'),
            value: money(result.payment.amount),
            testId: 'order-total',
          },
          {
            label: t('checkout.result.transfer.iban'),
            value: <span className="font-mono">{transfer.iban}</span>,
            testId: 'transfer-iban',
          },
          ...(transfer.bic
            ? [
                {
                  label: t('checkout.result.transfer.bic'),
                  value: <span className="font-mono">{transfer.bic}</span>,
                },
              ]
            : []),
          { label: t('checkout.result.transfer.beneficiary'), value: transfer.beneficiary },
          {
            label: t('checkout.result.transfer.concept'),
            value: transfer.concept,
            testId: 'transfer-concept',
          },
          {
            label: t('checkout.result.transfer.deadline'),
            value: deadline,
            testId: 'transfer-deadline',
          },
        ]}
      />
      <p className="mt-4 rounded-xl bg-accent-100 p-4 text-sm font-medium text-ink">
        {t('checkout.result.transfer.stock')}
      </p>
      <p className="mt-3 rounded-xl bg-brand-50 p-4 text-brand-900">
        {t('checkout.result.authorized.email')}
      </p>
      <OrderRows rows={result.rows} />
    </>
  );
}

/** Step 3 of the checkout: what happened to the payment, and what to do next. */
export function PaymentResultView({ result }: { result: PaymentResult }) {
  const t = useTranslate();
  const body = (() => {
    switch (result.kind) {
      case 'unknown':
        return (
          <>
            <StatusIcon tone="error" />
            <h1 className="mt-4 text-2xl font-bold">{t('checkout.result.title')}</h1>
            <p className="mt-2 text-ink-soft">{t('checkout.result.unknown')}</p>
          </>
        );
      case 'not-this-payment':
        return (
          <>
            <StatusIcon tone="error" />
            <h1 className="mt-4 text-2xl font-bold">{t('checkout.result.notThisPayment.title')}</h1>
            <p role="alert" className="mt-2 text-ink-soft">
              {t('checkout.result.notThisPayment.text')}
            </p>
          </>
        );
      case 'authorized':
        return <Authorized result={result} />;
      case 'error':
        return <Failed result={result} />;
      case 'pending':
        return <Pending result={result} />;
      case 'transfer':
        return <Transfer result={result} />;
    }
  })();
  return (
    <div
      className="mt-6 rounded-2xl bg-white p-6 ring-1 ring-line sm:p-10"
      data-result={result.kind}
    >
      {body}
      <div className="mt-8 flex flex-wrap gap-x-6 gap-y-3 border-t border-line pt-6 text-sm font-semibold">
        <ShopLink to="/estado-pedido" className="text-brand-700 underline-offset-2 hover:underline">
          {t('checkout.result.orderStatus')}
        </ShopLink>
        <ShopLink to="/" className="text-brand-700 underline-offset-2 hover:underline">
          {t('checkout.result.continue')}
        </ShopLink>
      </div>
    </div>
  );
}
