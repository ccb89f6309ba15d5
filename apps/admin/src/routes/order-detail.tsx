import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { DetailSection } from '../components/detail-section.tsx';
import { OrderActionsPanel } from '../components/order-actions-panel.tsx';
import { OrderAddressEditor } from '../components/order-address-editor.tsx';
import { OrderAudit } from '../components/order-audit.tsx';
import { OrderInstallation } from '../components/order-installation.tsx';
import { OrderNotes } from '../components/order-notes.tsx';
import { OrderRowSketch } from '../components/order-row-sketch.tsx';
import { RefundForm } from '../components/refund-form.tsx';
import { dateTime, day, money } from '../lib/format.ts';
import { staffApiForPage } from '../lib/staff-api.ts';
import type { Address, OrderDetail } from '../lib/staff-api-types.ts';
import { paymentAttemptStatusLabel, paymentMethodLabel } from '../lib/labels.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

export function orderDetailLoader({ request, params }: LoaderFunctionArgs): Promise<OrderDetail> {
  const id = params.orderId ?? '';
  // Only an order id reaches the api; anything else is a page that does not exist.
  if (!/^\d+$/.test(id)) throw new Response(null, { status: 404 });
  return staffApiForPage<OrderDetail>(request, `orders/${id}/`);
}

/** An address as the api gives it, one line per filled field. */
function AddressLines({ address }: { address: Address }) {
  const lines = Object.values(address).filter(
    (value): value is string | number =>
      value !== null && value !== '' && typeof value !== 'boolean',
  );
  return (
    <address className="not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}

export function OrderDetailPage() {
  const order = useLoaderData<OrderDetail>();
  const { t, locale } = useStaffLanguage();
  const none = t('staffApp.order.none');
  const empty = (list: readonly unknown[]) => (list.length === 0 ? none : undefined);
  return (
    <article className="flex flex-col gap-6">
      <title>{`${t('staffApp.order.title', { number: order.number })} · ${t('staffApp.appName')}`}</title>
      <p>
        <Link to="/orders" className="text-brand-700 underline">
          ← {t('staffApp.order.back')}
        </Link>
      </p>
      <header className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-xl font-semibold">
          {t('staffApp.order.title', { number: order.number })}
        </h1>
        <p className="rounded bg-brand-50 px-2 py-0.5 font-medium text-brand-900">
          {order.status} · {order.status_name}
        </p>
        <p className="text-ink-soft">{t(`staffApp.stores.${order.store}`)}</p>
        <p className="ml-auto text-lg font-semibold tabular-nums">{money(order.total, locale)}</p>
      </header>
      <DetailSection id="summary" title={t('staffApp.order.summary')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr]">
          <dt className="font-medium">{t('staffApp.order.placedAt')}</dt>
          <dd>{dateTime(order.created_at, locale)}</dd>
          <dt className="font-medium">{t('staffApp.order.customer')}</dt>
          <dd>{order.customer_name}</dd>
          <dt className="font-medium">{t('staffApp.order.email')}</dt>
          <dd className="break-all">{order.email}</dd>
          <dt className="font-medium">{t('staffApp.order.phone')}</dt>
          <dd>{order.phone}</dd>
        </dl>
      </DetailSection>
      <DetailSection id="rows" title={t('staffApp.order.rows')} empty={empty(order.rows)}>
        <DataTable label={t('staffApp.order.rows')}>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.order.product')}</th>
              <th scope="col">{t('staffApp.order.sku')}</th>
              <th scope="col" className="text-right">
                {t('staffApp.order.quantity')}
              </th>
              <th scope="col" className="text-right">
                {t('staffApp.order.unitPrice')}
              </th>
              <th scope="col" className="text-right">
                {t('staffApp.order.rowTotal')}
              </th>
              <th scope="col">{t('staffApp.order.subOrder')}</th>
            </tr>
          </thead>
          <tbody>
            {order.rows.map((row) => (
              <tr key={row.id} className="align-top">
                <th scope="row" className="font-medium">
                  {row.product_name}
                  {row.configuration_summary.length > 0 && (
                    <ul className="mt-1 list-disc pl-5 font-normal text-ink-soft">
                      {row.configuration_summary.map((line, index) => (
                        <li key={index}>{line}</li>
                      ))}
                    </ul>
                  )}
                  {row.sketch && <OrderRowSketch rowId={row.id} sketch={row.sketch} />}
                </th>
                <td>{row.sku}</td>
                <td className="text-right tabular-nums">{row.quantity}</td>
                <td className="text-right tabular-nums">{money(row.unit_price, locale)}</td>
                <td className="text-right tabular-nums">{money(row.total, locale)}</td>
                <td>{row.sub_order_id ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </DetailSection>
      <DetailSection
        id="sub-orders"
        title={t('staffApp.order.subOrders')}
        empty={empty(order.sub_orders)}
      >
        <DataTable label={t('staffApp.order.subOrders')}>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.order.subOrder')}</th>
              <th scope="col">{t('staffApp.orders.columns.status')}</th>
              <th scope="col">{t('staffApp.order.carrier')}</th>
              <th scope="col">{t('staffApp.order.tracking')}</th>
              <th scope="col">{t('staffApp.order.expectedDelivery')}</th>
            </tr>
          </thead>
          <tbody>
            {order.sub_orders.map((subOrder) => (
              <tr key={subOrder.id}>
                <th scope="row">{subOrder.id}</th>
                <td>
                  {subOrder.status} · {subOrder.status_name}
                </td>
                <td>{subOrder.carrier ?? ''}</td>
                <td>{subOrder.tracking_number ?? ''}</td>
                <td>{subOrder.expected_delivery ? day(subOrder.expected_delivery, locale) : ''}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </DetailSection>
      <OrderActionsPanel order={order} />
      <DetailSection id="addresses" title={t('staffApp.order.addresses')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <h3 className="font-medium">{t('staffApp.order.shippingAddress')}</h3>
            {order.shipping_address ? (
              <AddressLines address={order.shipping_address} />
            ) : (
              <p>{none}</p>
            )}
            <OrderAddressEditor order={order} kind="shipping" />
          </div>
          <div>
            <h3 className="font-medium">{t('staffApp.order.billingAddress')}</h3>
            {order.billing_address ? (
              <AddressLines address={order.billing_address} />
            ) : (
              <p>{none}</p>
            )}
            <OrderAddressEditor order={order} kind="billing" />
          </div>
          <div>
            <h3 className="font-medium">{t('staffApp.order.installation')}</h3>
            <OrderInstallation order={order} />
          </div>
        </div>
      </DetailSection>
      <DetailSection
        id="payments"
        title={t('staffApp.order.payments')}
        empty={empty(order.payments)}
      >
        <DataTable label={t('staffApp.order.payments')}>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.order.date')}</th>
              <th scope="col">{t('staffApp.order.provider')}</th>
              <th scope="col">{t('staffApp.order.method')}</th>
              <th scope="col">{t('staffApp.order.paymentStatus')}</th>
              <th scope="col" className="text-right">
                {t('staffApp.order.amount')}
              </th>
              <th scope="col">{t('staffApp.order.reference')}</th>
            </tr>
          </thead>
          <tbody>
            {order.payments.map((payment) => (
              <tr key={payment.id}>
                <th scope="row" className="font-normal whitespace-nowrap">
                  {dateTime(payment.created_at, locale)}
                </th>
                <td>{payment.provider}</td>
                <td>{paymentMethodLabel(t, payment.method)}</td>
                <td>{paymentAttemptStatusLabel(t, payment.status)}</td>
                <td className="text-right tabular-nums">{money(payment.amount, locale)}</td>
                <td className="break-all">{payment.reference ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </DetailSection>
      <DetailSection
        id="invoices"
        title={t('staffApp.order.invoices')}
        empty={empty(order.invoices)}
      >
        <ul className="flex flex-col gap-1">
          {order.invoices.map((invoice) => (
            <li key={invoice.number} className="flex flex-wrap gap-x-4">
              <a href={invoice.pdf_url} className="font-medium text-brand-700 underline">
                <span aria-hidden="true">{invoice.number}</span>
                <span className="sr-only">
                  {t('staffApp.order.pdf', { number: invoice.number })}
                </span>
              </a>
              <span>{day(invoice.issued_at, locale)}</span>
              <span className="tabular-nums">{money(invoice.total, locale)}</span>
            </li>
          ))}
        </ul>
      </DetailSection>
      <DetailSection id="refunds" title={t('staffApp.refunds.title')}>
        <RefundForm order={order} />
      </DetailSection>
      <DetailSection id="emails" title={t('staffApp.order.emails')} empty={empty(order.emails)}>
        <DataTable label={t('staffApp.order.emails')}>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.order.emailKind')}</th>
              <th scope="col">{t('staffApp.order.sentAt')}</th>
              <th scope="col">{t('staffApp.order.failedAt')}</th>
            </tr>
          </thead>
          <tbody>
            {order.emails.map((email, index) => (
              <tr key={index}>
                <th scope="row" className="font-normal">
                  {email.kind_name}
                </th>
                <td>{email.sent_at ? dateTime(email.sent_at, locale) : ''}</td>
                <td className="text-danger-700">
                  {email.failed_at ? dateTime(email.failed_at, locale) : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </DetailSection>
      <DetailSection
        id="timeline"
        title={t('staffApp.order.timeline')}
        empty={empty(order.timeline)}
      >
        <ol className="flex flex-col gap-2 border-l-2 border-brand-100 pl-4">
          {order.timeline.map((entry, index) => (
            <li key={index}>
              <time dateTime={entry.at} className="mr-2 text-ink-soft tabular-nums">
                {dateTime(entry.at, locale)}
              </time>
              {entry.text}
              {entry.staff_name && (
                <span className="text-ink-soft">
                  {' '}
                  · {t('staffApp.order.by', { name: entry.staff_name })}
                </span>
              )}
            </li>
          ))}
        </ol>
      </DetailSection>
      <OrderNotes orderId={order.id} notes={order.notes} />
      <OrderAudit orderId={order.id} version={order.timeline.at(-1)?.at ?? ''} />
    </article>
  );
}
