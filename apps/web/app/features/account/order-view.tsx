import { vatPercent } from '@shop/domain';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useLocalizedPath, useTranslate } from '../../lib/use-storefront.ts';
import { SummaryList } from '../cart/summary-list.tsx';
import type { ClientOrder } from './account-api.server.ts';
import { Panel, primaryButton, useAccountFormat } from './account-page.tsx';
import { streetLine } from './address-summary.ts';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{title}</h2>
      <div className="mt-1 leading-relaxed text-ink">{children}</div>
    </div>
  );
}

function Amount({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-line pt-3 text-lg font-bold' : 'text-sm'}`}
    >
      <dt className={strong ? '' : 'text-ink-soft'}>{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

/** Every field of SPEC section 3's Order as its customer sees it, with its products. */
export function OrderView({ order, actions }: { order: ClientOrder; actions?: ReactNode }) {
  const t = useTranslate();
  const localized = useLocalizedPath();
  const { money, date } = useAccountFormat();
  const ship = order.shipping_address;
  const bill = order.billing_address;
  return (
    <article data-testid="account-order" className="space-y-6">
      <Panel>
        <div className="flex flex-wrap items-start justify-between gap-3 border-b border-line pb-4">
          <p className="text-ink-soft">{t('account.order.placedOn', { date: date(order.date) })}</p>
          <span
            data-testid="order-status"
            className="rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-800 ring-1 ring-brand-200"
          >
            {order.status_label}
          </span>
        </div>
        <div className="grid gap-6 pt-4 sm:grid-cols-2 lg:grid-cols-3">
          <Block title={t('account.order.shippingAddress')}>
            <address className="not-italic">
              <strong className="block">{ship.name}</strong>
              <span className="block">{streetLine(ship)}</span>
              <span className="block">
                {ship.postal_code} {ship.city} ({ship.province})
              </span>
              <span className="block text-ink-soft">{order.phone}</span>
            </address>
          </Block>
          <Block title={t('account.order.billingAddress')}>
            <address className="not-italic">
              <strong className="block">{bill.business_name || bill.name}</strong>
              {bill.tax_id && <span className="block">{bill.tax_id}</span>}
              <span className="block">{streetLine(bill)}</span>
              <span className="block">
                {bill.postal_code} {bill.city} ({bill.province})
              </span>
            </address>
          </Block>
          <Block title={t('account.order.paymentMethod')}>{order.payment_method_label}</Block>
          {order.installation_appointment && (
            <Block title={t('account.order.appointment')}>
              <span data-testid="installation-appointment">
                {t('account.order.appointmentValue', {
                  day: date(order.installation_appointment.date),
                  from: order.installation_appointment.from,
                  to: order.installation_appointment.to,
                })}
              </span>
            </Block>
          )}
          {order.quote_valid_until && (
            <Block title={t('account.quotations.title')}>
              {t(
                order.quote_expired
                  ? 'account.quotations.expired'
                  : 'account.quotations.validUntil',
                {
                  date: date(order.quote_valid_until),
                },
              )}
            </Block>
          )}
          {order.observations && (
            <Block title={t('account.order.observations')}>{order.observations}</Block>
          )}
          {order.invoices.length > 0 && (
            <Block title={t('account.order.invoices')}>
              <ul>
                {order.invoices.map((invoice) => (
                  <li key={invoice.number}>
                    <a
                      href={localized(
                        `/order/${order.id}/invoice/${encodeURIComponent(invoice.number)}`,
                      )}
                      data-testid="invoice-link"
                      className="font-semibold text-brand-700 underline"
                    >
                      {t('account.order.invoice', { number: invoice.number })}
                    </a>
                  </li>
                ))}
              </ul>
            </Block>
          )}
        </div>
      </Panel>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Panel>
          <h2 className="text-lg font-bold">{t('account.order.products')}</h2>
          <ul className="mt-3 divide-y divide-line">
            {order.sub_orders.map((row) => (
              <li key={row.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="font-semibold">{row.product?.name ?? '—'}</p>
                  {row.configuration_summary.length > 0 && (
                    <div className="max-w-md" data-testid="row-configuration">
                      <SummaryList pairs={row.configuration_summary} compact={false} />
                    </div>
                  )}
                  <p className="text-sm text-ink-soft">
                    {t('account.order.quantity', { quantity: row.quantity })}
                  </p>
                  {row.delivery && (
                    <p className="text-sm text-ink-soft">
                      {t('account.order.delivery', {
                        from: date(row.delivery.from),
                        to: date(row.delivery.to),
                      })}
                    </p>
                  )}
                  {row.tracking_number && (
                    <p className="text-sm text-ink-soft">
                      {t('account.order.tracking', {
                        carrier: row.carrier ?? '',
                        number: row.tracking_number,
                      })}
                    </p>
                  )}
                </div>
                <div className="text-right">
                  <p className="font-semibold">{money(row.total)}</p>
                  <p className="text-xs font-semibold text-brand-800">{row.status_label}</p>
                </div>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel>
          <h2 className="text-lg font-bold">{t('account.order.summary')}</h2>
          <dl className="mt-3 space-y-2">
            <Amount label={t('account.order.subtotal')} value={money(order.subtotal)} />
            <Amount
              label={t('account.order.vat', { rate: vatPercent(order.vat_rate) })}
              value={money(order.vat)}
            />
            <Amount label={t('account.order.shipping')} value={money(order.shipping)} />
            {order.coupon && (
              <Amount
                label={t('account.order.coupon', { code: order.coupon.code })}
                value={`−${money(order.coupon.discount)}`}
              />
            )}
            {order.paypal_commission > 0 && (
              <Amount label={t('account.order.paypal')} value={money(order.paypal_commission)} />
            )}
            <Amount label={t('account.order.total')} value={money(order.total)} strong />
          </dl>
          {actions && <div className="mt-5 space-y-3">{actions}</div>}
        </Panel>
      </div>
    </article>
  );
}

export function PayOrderButton({ label }: { label: string }) {
  return (
    <Form method="post">
      <button type="submit" name="intent" value="pay" className={`${primaryButton} w-full`}>
        {label}
      </button>
    </Form>
  );
}
