import {
  canOpenIncident,
  canPayOrder,
  formatMoney,
  isOrderStatusCode,
  isQuotationStatus,
  orderStatusMessageKey,
  paymentMethodIds,
  paymentMethodMessageKey,
  shopTimeZone,
  taxIdTypeMessageKey,
  taxIdTypesByStore,
  vatPercent,
  type PaymentMethodId,
  type TaxIdType,
} from '@shop/domain';
import { localeTags } from '@shop/i18n';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import {
  useLocale,
  useLocalizedPath,
  useStorefront,
  useTranslate,
} from '../../lib/use-storefront.ts';
import { SummaryList } from '../cart/summary-list.tsx';
import type { LookupValues } from './order-lookup.server.ts';
import type { OrderView } from './order-view.ts';

const taxIdTypes: readonly string[] = [...taxIdTypesByStore.ESSM, ...taxIdTypesByStore.FRSM];

function isTaxIdType(value: string): value is TaxIdType {
  return taxIdTypes.includes(value);
}

function isPaymentMethodId(value: string): value is PaymentMethodId {
  return (paymentMethodIds as readonly string[]).includes(value);
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{title}</h3>
      <div className="mt-1 leading-relaxed text-ink">{children}</div>
    </div>
  );
}

function Amount({
  label,
  value,
  strong = false,
  muted = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
  muted?: boolean;
}) {
  const tone = strong
    ? 'border-t border-line pt-3 text-base font-bold'
    : muted
      ? 'text-xs text-ink-soft'
      : 'text-sm';
  return (
    <div className={`flex items-baseline justify-between gap-4 ${tone}`}>
      <dt className={strong || muted ? '' : 'text-ink-soft'}>{label}</dt>
      <dd className={strong ? 'text-xl font-extrabold' : muted ? '' : 'font-semibold'}>{value}</dd>
    </div>
  );
}

/** The order as SPEC section 3 shows it to the customer, with what they can do about it. */
export function OrderDetails({ view, lookup }: { view: OrderView; lookup: LookupValues }) {
  const t = useTranslate();
  const { locale } = useLocale();
  const { store } = useStorefront();
  const { order } = view;
  const invoiceAction = useLocalizedPath()('/estado-pedido/factura');
  const money = (cents: number) => formatMoney(cents, locale);
  const date = (iso: string, withTime: boolean) =>
    new Intl.DateTimeFormat(localeTags[locale], {
      dateStyle: 'long',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: shopTimeZone,
    }).format(new Date(iso));
  const status = isOrderStatusCode(order.status) ? order.status : null;
  const payable = status !== null && canPayOrder(status);
  const incident = status !== null && canOpenIncident(status);
  const quotation = status !== null && isQuotationStatus(status);
  const method = isPaymentMethodId(order.payment_method)
    ? t(paymentMethodMessageKey(order.payment_method))
    : order.payment_method;
  const taxId = view.billing.taxId;

  return (
    <article
      aria-labelledby="order-title"
      data-testid="order-details"
      className="rounded-2xl bg-white p-5 ring-1 ring-line sm:p-8"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line pb-5">
        <div>
          <h2 id="order-title" className="text-xl font-bold sm:text-2xl">
            {t(quotation ? 'orderStatus.order.quotationTitle' : 'orderStatus.order.title', {
              number: order.number,
            })}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            {t(quotation ? 'orderStatus.order.quotationDate' : 'orderStatus.order.date')}:{' '}
            {date(order.placed_at, true)}
          </p>
        </div>
        <p className="flex items-center gap-2">
          <span className="sr-only">{t('orderStatus.order.status')}:</span>
          <span
            data-testid="order-status"
            className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-800 ring-1 ring-brand-200"
          >
            {status !== null ? t(orderStatusMessageKey(status)) : order.status}
          </span>
        </p>
      </header>

      <div className="grid gap-6 py-5 sm:grid-cols-2 lg:grid-cols-3">
        <Block title={t('orderStatus.order.shippingAddress')}>
          <address className="not-italic">
            <strong className="block font-semibold">{view.shipping.name}</strong>
            {view.shipping.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <span className="block text-ink-soft">{view.contact.phone}</span>
          </address>
        </Block>
        <Block title={t('orderStatus.order.billingAddress')}>
          <address className="not-italic">
            <strong className="block font-semibold">{view.billing.name}</strong>
            {taxId && (
              <span className="block">
                {t('orderStatus.order.taxId', {
                  type: isTaxIdType(taxId.type) ? t(taxIdTypeMessageKey(taxId.type)) : taxId.type,
                  value: taxId.value,
                })}
              </span>
            )}
            {view.billing.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Block>
        <div className="space-y-4">
          <Block title={t('orderStatus.order.paymentMethod')}>{method}</Block>
          <Block title={t('orderStatus.order.invoiceNumber')}>
            {order.invoice_number ? (
              // A plain post the browser downloads: the proof travels in the body, not the URL.
              <Form method="post" action={invoiceAction} reloadDocument>
                <input type="hidden" name="email" value={lookup.email} />
                <input type="hidden" name="order_number" value={lookup.order_number} />
                <span className="block">{order.invoice_number}</span>
                <button
                  type="submit"
                  data-testid="guest-invoice-download"
                  className="mt-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {t('orderStatus.order.downloadInvoice')}
                </button>
              </Form>
            ) : (
              <span className="text-ink-soft">{t('orderStatus.order.noInvoice')}</span>
            )}
          </Block>
          {order.delivery_promise && (
            <Block title={t('orderStatus.order.deliveryPromise')}>
              <span data-testid="order-delivery">{order.delivery_promise.text}</span>
            </Block>
          )}
          {order.quote_valid_until && (
            <p className="text-sm text-ink-soft">
              {t('orderStatus.order.quoteValidUntil', {
                date: date(order.quote_valid_until, false),
              })}
            </p>
          )}
        </div>
      </div>

      {view.rows.length > 0 && (
        <section aria-labelledby="order-items" className="border-t border-line py-5">
          <h3 id="order-items" className="text-base font-bold">
            {t('orderStatus.order.items')}
          </h3>
          <ul className="mt-2 divide-y divide-line">
            {view.rows.map((row) => (
              <li
                key={row.id}
                className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm"
              >
                <div className="min-w-0 flex-1">
                  <span className="font-medium">
                    {row.installation ? t('checkout.summary.installation') : row.name}
                  </span>{' '}
                  <span className="text-ink-soft">
                    {t('orderStatus.order.quantity', { count: row.quantity })}
                  </span>
                  {row.configuration.length > 0 && (
                    <div className="mt-1 max-w-md" data-testid="row-configuration">
                      <SummaryList pairs={row.configuration} compact={false} />
                    </div>
                  )}
                  {row.delivery && <span className="block text-brand-700">{row.delivery}</span>}
                  {row.shipments.map((shipment) => (
                    <span key={shipment.id} className="block" data-testid="order-shipment">
                      <span className="block font-medium">
                        {t('orderStatus.order.shipment', { status: shipment.status })}
                      </span>
                      {shipment.trackingNumber && (
                        <span className="block text-ink-soft">
                          {t('orderStatus.order.tracking', {
                            carrier: shipment.carrier ?? '',
                            number: shipment.trackingNumber,
                          })}
                        </span>
                      )}
                      {shipment.expectedOn && (
                        <span className="block text-brand-700">
                          {t('orderStatus.order.expectedOn', {
                            // A calendar day: read at noon so no time zone moves it.
                            date: date(`${shipment.expectedOn}T12:00:00Z`, false),
                          })}
                        </span>
                      )}
                    </span>
                  ))}
                </div>
                <span className="font-semibold">{money(row.total)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="order-amounts" className="border-t border-line py-5">
        <h3 id="order-amounts" className="sr-only">
          {t('orderStatus.order.summary')}
        </h3>
        {/* The rows above, then what changes their sum, the total, and the VAT inside it. */}
        <dl className="ml-auto max-w-sm space-y-2">
          <Amount
            label={t('orderStatus.order.shipping')}
            value={
              order.shipping_cost > 0
                ? money(order.shipping_cost)
                : t('orderStatus.order.shippingFree')
            }
          />
          {order.discount > 0 && (
            <Amount
              label={t('orderStatus.order.coupon', { code: order.coupon_code ?? '' })}
              value={`−${money(order.discount)}`}
            />
          )}
          {order.paypal_commission > 0 && (
            <Amount
              label={t('orderStatus.order.paypalIncrease')}
              value={money(order.paypal_commission)}
            />
          )}
          <Amount label={t('orderStatus.order.total')} value={money(order.total)} strong />
          <Amount label={t('orderStatus.order.subtotal')} value={money(order.subtotal)} muted />
          <Amount
            label={t('orderStatus.order.vat', { rate: vatPercent(order.vat_rate) })}
            value={money(order.vat)}
            muted
          />
        </dl>
      </section>

      {order.observations && (
        <div className="border-t border-line py-5">
          <Block title={t('orderStatus.order.observations')}>
            <p className="whitespace-pre-line">{order.observations}</p>
          </Block>
        </div>
      )}

      {(payable || incident) && (
        <footer className="flex flex-col gap-4 border-t border-line pt-5 sm:flex-row sm:items-start">
          {payable && (
            <Form method="post">
              <input type="hidden" name="email" value={lookup.email} />
              <input type="hidden" name="order_number" value={lookup.order_number} />
              <button
                type="submit"
                name="intent"
                value="pay"
                className="h-12 w-full rounded-full bg-accent-500 px-6 font-bold text-ink hover:bg-accent-700 hover:text-white sm:w-auto"
              >
                {t('orderStatus.actions.pay')}
              </button>
            </Form>
          )}
          {incident && (
            <details className="group rounded-xl ring-1 ring-line open:p-4 sm:flex-1">
              <summary className="flex h-12 cursor-pointer list-none items-center justify-center rounded-full border border-brand-700 px-6 font-semibold text-brand-800 hover:bg-brand-50 group-open:mb-3 group-open:inline-flex">
                {t('orderStatus.actions.incident')}
              </summary>
              <h3 className="font-bold">{t('orderStatus.actions.incidentTitle')}</h3>
              <p className="mt-2 text-sm">
                {t('orderStatus.actions.incidentText', { number: order.number })}
              </p>
              <p className="mt-2 text-sm text-ink-soft">
                {t('orderStatus.actions.incidentDamage')}
              </p>
              {store.telephone.show && (
                <p className="mt-2 text-sm font-semibold">
                  <a
                    href={`tel:${store.telephone.number.replace(/\s/g, '')}`}
                    className="underline"
                  >
                    {t('orderStatus.actions.incidentPhone', { number: store.telephone.number })}
                  </a>
                </p>
              )}
            </details>
          )}
        </footer>
      )}
    </article>
  );
}
