import type { OrderDetail } from '../lib/staff-api-types.ts';
import { money } from '../lib/format.ts';
import {
  AppointmentWords,
  InstallationAppointmentEditor,
} from './installation-appointment-editor.tsx';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

/**
 * The installation booked with an order: where, for which row, the appointment agreed with
 * the customer (set or changed here by whoever manages orders), the services asked for and
 * the money.
 */
export function OrderInstallation({ order }: { order: OrderDetail }) {
  const { t, locale } = useStaffLanguage();
  const booking = order.installation;
  if (booking === null) return <p>{t('staffApp.order.noInstallation')}</p>;
  const yesNo = (value: boolean) => t(value ? 'staffApp.orders.yes' : 'staffApp.orders.no');
  const row = order.rows.find((candidate) => candidate.id === booking.row_id);
  const entries: [string, string][] = [
    [t('staffApp.order.booking.row'), row?.product_name ?? String(booking.row_id)],
    [t('staffApp.order.booking.place'), `${booking.city} (${booking.province})`],
    [t('staffApp.order.booking.postalCode'), booking.postal_code],
    [t('staffApp.order.booking.disassembly'), yesNo(booking.disassembly)],
    [t('staffApp.order.booking.preMeasurement'), yesNo(booking.pre_measurement)],
    [t('staffApp.order.booking.cost'), money(booking.cost, locale)],
    [t('staffApp.order.booking.reservation'), money(booking.reservation_amount, locale)],
    [t('staffApp.order.booking.installerPayment'), money(booking.installer_payment, locale)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
      <div className="contents">
        <dt className="text-ink-soft">{t('staffApp.order.booking.appointment')}</dt>
        <dd>
          <span className="block">
            <AppointmentWords appointment={booking.appointment} />
          </span>
          <InstallationAppointmentEditor
            bookingId={booking.id}
            orderStatus={order.status}
            appointment={booking.appointment}
            idPrefix="order"
          />
        </dd>
      </div>
      {entries.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-soft">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
