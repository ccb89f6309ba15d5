import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { DetailSection } from '../components/detail-section.tsx';
import { FilterForm, StoreChoice } from '../components/filter-form.tsx';
import { ChoiceField, TextField } from '../components/form-fields.tsx';
import { Pager } from '../components/pager.tsx';
import { listPages, listQuery, listSearch } from '../lib/list-search.ts';
import { dateTime, day, money } from '../lib/format.ts';
import { staffApiForPage } from '../lib/staff-api.ts';
import type {
  Paged,
  StaffCustomer,
  StaffCustomerDetail,
  StaffCustomerOrder,
} from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

const pageSize = 25;
/** The screen's query passes to the api as it is; the api answers a bad value with a 400. */
const customerFilters = ['q', 'store', 'type', 'professional_status', 'page'] as const;
const professionalStatuses = ['pending', 'approved', 'refused', 'none'] as const;

interface CustomersData {
  search: URLSearchParams;
  customers: Paged<StaffCustomer>;
}

export async function customersLoader({ request }: LoaderFunctionArgs): Promise<CustomersData> {
  const search = listSearch(request, customerFilters);
  const customers = await staffApiForPage<Paged<StaffCustomer>>(request, 'customers/', {
    query: listQuery(search, pageSize),
  });
  return { search, customers };
}

/** Columns a phone leaves out; the customer's own page has them. */
const wide = 'hidden md:table-cell';

export function CustomersPage() {
  const { search, customers } = useLoaderData<CustomersData>();
  const { t, locale } = useStaffLanguage();
  const pages = listPages('/customers', search, customers.count, pageSize);
  return (
    <div className="flex flex-col gap-4">
      <title>{`${t('staffApp.customers.title')} · ${t('staffApp.appName')}`}</title>
      <h1 className="text-xl font-semibold">{t('staffApp.customers.title')}</h1>
      <FilterForm search={search} submitLabel={t('staffApp.customers.filter')}>
        <TextField
          name="q"
          type="search"
          maxLength={100}
          label={t('staffApp.customers.search')}
          placeholder={t('staffApp.customers.searchHint')}
          defaultValue={search.get('q') ?? ''}
          inputClassName="rounded border border-ink-soft bg-white px-2 py-1 w-72 max-w-full"
        />
        <StoreChoice
          search={search}
          label={t('staffApp.customers.store')}
          anyLabel={t('staffApp.customers.all')}
        />
        <ChoiceField
          name="type"
          label={t('staffApp.customers.type')}
          value={search.get('type') ?? undefined}
          anyLabel={t('staffApp.customers.all')}
          options={[
            { value: 'C', label: t('staffApp.customers.types.C') },
            { value: 'P', label: t('staffApp.customers.types.P') },
          ]}
        />
        <ChoiceField
          name="professional_status"
          label={t('staffApp.customers.professionalStatus')}
          value={search.get('professional_status') ?? undefined}
          anyLabel={t('staffApp.customers.all')}
          options={professionalStatuses.map((status) => ({
            value: status,
            label: t(`staffApp.customers.statuses.${status}`),
          }))}
        />
      </FilterForm>
      {customers.results.length === 0 ? (
        <p>{t('staffApp.customers.empty')}</p>
      ) : (
        <DataTable label={t('staffApp.customers.title')}>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.customers.name')}</th>
              <th scope="col">{t('staffApp.customers.email')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.customers.phone')}
              </th>
              <th scope="col" className={wide}>
                {t('staffApp.customers.company')}
              </th>
              <th scope="col" className={wide}>
                {t('staffApp.customers.type')}
              </th>
              <th scope="col" className={wide}>
                {t('staffApp.customers.createdAt')}
              </th>
            </tr>
          </thead>
          <tbody>
            {customers.results.map((customer) => (
              <tr key={customer.id} className="align-top">
                <th scope="row" className="font-normal">
                  <Link to={`/customers/${customer.id}`} className="text-brand-700 underline">
                    {customer.first_name} {customer.last_name}
                  </Link>
                  <span className="block text-xs text-ink-soft">{customer.store}</span>
                </th>
                <td className="break-all">{customer.email}</td>
                <td className={wide}>{customer.phone ?? '—'}</td>
                <td className={wide}>
                  {customer.company}
                  <span className="block text-xs text-ink-soft">{customer.tax_id}</span>
                </td>
                <td className={wide}>
                  <CustomerType customer={customer} />
                </td>
                <td className={`${wide} whitespace-nowrap`}>{day(customer.created_at, locale)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pager {...pages} />
    </div>
  );
}

/** Particular or professional, with the professional request's state when there is one. */
function CustomerType({ customer }: { customer: StaffCustomer }) {
  const { t } = useStaffLanguage();
  return (
    <>
      {t(`staffApp.customers.types.${customer._type}`)}
      {customer.professional_status !== null && (
        <span className="block text-xs text-ink-soft">
          {t('staffApp.customers.professionalStatus')}:{' '}
          {t(`staffApp.customers.statuses.${customer.professional_status}`)}
        </span>
      )}
      {!customer.is_active && (
        <span className="block text-xs text-ink-soft">{t('staffApp.customers.inactive')}</span>
      )}
    </>
  );
}

export function customerDetailLoader({
  request,
  params,
}: LoaderFunctionArgs): Promise<StaffCustomerDetail> {
  return staffApiForPage<StaffCustomerDetail>(request, `customers/${params.customerId}/`);
}

function OrdersTable({
  label,
  orders,
  quotations,
}: {
  label: string;
  orders: StaffCustomerOrder[];
  quotations: boolean;
}) {
  const { t, locale } = useStaffLanguage();
  return (
    <DataTable label={label}>
      <thead>
        <tr>
          <th scope="col">{t('staffApp.customers.number')}</th>
          <th scope="col">{t('staffApp.customers.date')}</th>
          <th scope="col">{t('staffApp.customers.status')}</th>
          {quotations && (
            <th scope="col" className={wide}>
              {t('staffApp.customers.validUntil')}
            </th>
          )}
          <th scope="col" className="text-right">
            {t('staffApp.customers.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row" className="font-normal whitespace-nowrap">
              <Link to={`/orders/${order.id}`} className="text-brand-700 underline">
                {order.number}
              </Link>
            </th>
            <td className="whitespace-nowrap tabular-nums">{dateTime(order.created_at, locale)}</td>
            <td>{order.status_name}</td>
            {quotations && (
              <td className={wide}>
                {order.quote_valid_until ? day(order.quote_valid_until, locale) : '—'}
              </td>
            )}
            <td className="text-right whitespace-nowrap tabular-nums">
              {money(order.total, locale)}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

export function CustomerDetailPage() {
  const customer = useLoaderData<StaffCustomerDetail>();
  const { t, locale } = useStaffLanguage();
  const name = `${customer.first_name} ${customer.last_name}`;
  const line = (a: StaffCustomerDetail['shipping_addresses'][number]) =>
    [
      [a.address, a.number, a.flat].filter(Boolean).join(' '),
      `${a.postal_code} ${a.city}`,
      a.province,
      a.country,
    ].join(', ');
  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <title>{`${name} · ${t('staffApp.appName')}`}</title>
      <Link to="/customers" className="text-brand-700 underline">
        {t('staffApp.customers.back')}
      </Link>
      <h1 className="text-xl font-semibold break-all">{name}</h1>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{t('staffApp.customers.email')}</dt>
        <dd className="break-all">{customer.email}</dd>
        <dt className="font-medium">{t('staffApp.customers.phone')}</dt>
        <dd>{customer.phone ?? '—'}</dd>
        <dt className="font-medium">{t('staffApp.customers.store')}</dt>
        <dd>{t(`staffApp.stores.${customer.store}`)}</dd>
        <dt className="font-medium">{t('staffApp.customers.type')}</dt>
        <dd>
          <CustomerType customer={customer} />
        </dd>
        {customer.professional_decided_at && (
          <>
            <dt className="font-medium">{t('staffApp.customers.decidedAt')}</dt>
            <dd>{dateTime(customer.professional_decided_at, locale)}</dd>
          </>
        )}
        <dt className="font-medium">{t('staffApp.customers.createdAt')}</dt>
        <dd>{dateTime(customer.created_at, locale)}</dd>
        <dt className="font-medium">{t('staffApp.customers.lastLogin')}</dt>
        <dd>
          {customer.last_login_at
            ? dateTime(customer.last_login_at, locale)
            : t('staffApp.customers.never')}
        </dd>
      </dl>
      <DetailSection
        id="customer-orders"
        title={`${t('staffApp.customers.orders')} (${customer.order_count})`}
        {...(customer.orders.length === 0 ? { empty: t('staffApp.customers.noOrders') } : {})}
      >
        <OrdersTable
          label={t('staffApp.customers.orders')}
          orders={customer.orders}
          quotations={false}
        />
        <p className="text-ink-soft">
          {customer.order_count > customer.orders.length &&
            `${t('staffApp.customers.shownOf', { shown: customer.orders.length, count: customer.order_count })} `}
          <Link
            to={`/orders?${new URLSearchParams({ q: customer.email })}`}
            className="text-brand-700 underline"
          >
            {t('staffApp.customers.allOrders')}
          </Link>
        </p>
      </DetailSection>
      <DetailSection
        id="customer-quotations"
        title={`${t('staffApp.customers.quotations')} (${customer.quotation_count})`}
        {...(customer.quotations.length === 0
          ? { empty: t('staffApp.customers.noQuotations') }
          : {})}
      >
        <OrdersTable
          label={t('staffApp.customers.quotations')}
          orders={customer.quotations}
          quotations
        />
      </DetailSection>
      <DetailSection
        id="customer-shipping"
        title={t('staffApp.customers.shippingAddresses')}
        {...(customer.shipping_addresses.length === 0
          ? { empty: t('staffApp.customers.noAddresses') }
          : {})}
      >
        <ul className="flex flex-col gap-2">
          {customer.shipping_addresses.map((a) => (
            <li key={a.id} className="rounded border border-line bg-white p-3">
              <p className="font-medium">
                {a.name} · {a.phone}
                {a.is_default && <DefaultMark />}
              </p>
              <p>{line(a)}</p>
            </li>
          ))}
        </ul>
      </DetailSection>
      <DetailSection
        id="customer-billing"
        title={t('staffApp.customers.billingAddresses')}
        {...(customer.billing_addresses.length === 0
          ? { empty: t('staffApp.customers.noAddresses') }
          : {})}
      >
        <ul className="flex flex-col gap-2">
          {customer.billing_addresses.map((a) => (
            <li key={a.id} className="rounded border border-line bg-white p-3">
              <p className="font-medium">
                {a.business_name || a.name} · {a.tax_id_type} {a.tax_id}
                {a.is_default && <DefaultMark />}
              </p>
              <p>{line({ ...a, phone: '' })}</p>
            </li>
          ))}
        </ul>
      </DetailSection>
    </div>
  );
}

function DefaultMark() {
  const { t } = useStaffLanguage();
  return (
    <span className="ml-2 rounded bg-brand-50 px-1.5 text-xs font-semibold text-brand-700">
      {t('staffApp.customers.defaultAddress')}
    </span>
  );
}
