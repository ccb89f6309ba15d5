import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { DataTable } from '../components/data-table.tsx';
import { FilterForm, StoreChoice } from '../components/filter-form.tsx';
import { ChoiceField, TextField } from '../components/form-fields.tsx';
import {
  AppointmentWords,
  InstallationAppointmentEditor,
} from '../components/installation-appointment-editor.tsx';
import { Pager } from '../components/pager.tsx';
import { listPages, listQuery, listSearch } from '../lib/list-search.ts';
import { dateTime, money } from '../lib/format.ts';
import { listedOrderStatuses } from '../lib/order-filters.ts';
import { staffApiForPage } from '../lib/staff-api.ts';
import type { InstallationBookingList } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

const pageSize = 50;
/** The screen's query passes to the api as it is (the api answers a bad one with a 400). */
const bookingFilters = [
  'province',
  'store',
  'status',
  'created_from',
  'created_to',
  'page',
] as const;

interface InstallationsData {
  search: URLSearchParams;
  bookings: InstallationBookingList;
}

export async function installationsLoader({
  request,
}: LoaderFunctionArgs): Promise<InstallationsData> {
  const search = listSearch(request, bookingFilters);
  const bookings = await staffApiForPage<InstallationBookingList>(
    request,
    'installation-bookings/',
    { query: listQuery(search, pageSize) },
  );
  return { search, bookings };
}

/** Columns a phone leaves out: what is owed to the installer stays in sight. */
const wide = 'hidden md:table-cell';

export function InstallationsPage() {
  const { search, bookings } = useLoaderData<InstallationsData>();
  const { t, locale } = useStaffLanguage();
  const pages = listPages('/installations', search, bookings.count, pageSize);
  const euros = (cents: number) => money(cents, locale);
  return (
    <div className="flex flex-col gap-4">
      <title>{`${t('staffApp.installations.title')} · ${t('staffApp.appName')}`}</title>
      <h1 className="text-xl font-semibold">{t('staffApp.installations.title')}</h1>
      <FilterForm search={search} submitLabel={t('staffApp.installations.filter')}>
        <TextField
          name="province"
          label={t('staffApp.installations.province')}
          defaultValue={search.get('province') ?? ''}
        />
        <StoreChoice
          search={search}
          label={t('staffApp.installations.store')}
          anyLabel={t('staffApp.installations.all')}
        />
        <ChoiceField
          name="status"
          label={t('staffApp.installations.status')}
          value={search.get('status') ?? undefined}
          anyLabel={t('staffApp.installations.all')}
          options={listedOrderStatuses.map((status) => ({
            value: status,
            label: `${status} · ${t(`domain.orderStatus.${status}`)}`,
          }))}
        />
        <TextField
          name="created_from"
          type="date"
          label={t('staffApp.installations.from')}
          defaultValue={search.get('created_from') ?? ''}
        />
        <TextField
          name="created_to"
          type="date"
          label={t('staffApp.installations.to')}
          defaultValue={search.get('created_to') ?? ''}
        />
      </FilterForm>
      {bookings.totals.length > 0 && (
        <DataTable label={t('staffApp.installations.totals')}>
          <caption className="px-3 py-2 text-left font-semibold">
            {t('staffApp.installations.totals')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.installations.province')}</th>
              <th scope="col" className="text-right">
                {t('staffApp.installations.bookings')}
              </th>
              <th scope="col" className={`${wide} text-right`}>
                {t('staffApp.installations.paid')}
              </th>
              <th scope="col" className="text-right">
                {t('staffApp.installations.owed')}
              </th>
              <th scope="col" className={`${wide} text-right`}>
                {t('staffApp.installations.collects')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bookings.totals.map((total) => (
              <tr key={total.province}>
                <th scope="row" className="font-medium">
                  {total.province}
                </th>
                <td className="text-right tabular-nums">{total.bookings}</td>
                <td className={`${wide} text-right tabular-nums`}>
                  {euros(total.reservation_paid)}
                </td>
                <td className="text-right font-semibold tabular-nums">
                  {euros(total.installer_owed)}
                </td>
                <td className={`${wide} text-right tabular-nums`}>
                  {euros(total.installer_collects)}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <p className="max-w-3xl text-ink-soft">{t('staffApp.installations.rule')}</p>
      {bookings.results.length === 0 ? (
        <p>{t('staffApp.installations.empty')}</p>
      ) : (
        <DataTable label={t('staffApp.installations.title')}>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.installations.order')}</th>
              <th scope="col" className={wide}>
                {t('staffApp.installations.customer')}
              </th>
              <th scope="col">{t('staffApp.installations.address')}</th>
              <th scope="col">{t('staffApp.installations.bookedOn')}</th>
              <th scope="col" className={`${wide} text-right`}>
                {t('staffApp.installations.paid')}
              </th>
              <th scope="col" className="text-right">
                {t('staffApp.installations.owed')}
              </th>
              <th scope="col" className={`${wide} text-right`}>
                {t('staffApp.installations.collects')}
              </th>
            </tr>
          </thead>
          <tbody>
            {bookings.results.map((booking) => (
              <tr key={booking.id} className="align-top">
                <th scope="row" className="font-normal whitespace-nowrap">
                  <Link to={`/orders/${booking.order.id}`} className="text-brand-700 underline">
                    {booking.order.number}
                  </Link>
                  <span className="hidden text-xs text-ink-soft md:block">
                    {dateTime(booking.order.created_at, locale)} · {booking.order.status_name}
                  </span>
                </th>
                <td className={wide}>
                  {booking.customer.name}
                  <span className="block text-xs text-ink-soft">{booking.customer.phone}</span>
                </td>
                <td>
                  {booking.address}
                  <span className="block text-xs text-ink-soft">
                    {booking.province} · {booking.distance} · {booking.postal_code}
                  </span>
                </td>
                <td>
                  <span className="block">
                    <AppointmentWords appointment={booking.appointment} />
                  </span>
                  <InstallationAppointmentEditor
                    bookingId={booking.id}
                    orderStatus={booking.order.status}
                    appointment={booking.appointment}
                    idPrefix={`booking-${booking.id}`}
                  />
                </td>
                <td className={`${wide} text-right tabular-nums`}>
                  {euros(booking.reservation_paid)}
                </td>
                <td className="text-right font-semibold tabular-nums">
                  {euros(booking.installer_owed)}
                </td>
                <td className={`${wide} text-right tabular-nums`}>
                  {booking.installer_collects === null
                    ? t('staffApp.installations.onRequest')
                    : euros(booking.installer_collects)}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pager {...pages} />
    </div>
  );
}
