import { orderTakesAppointment } from '@shop/domain';
import { day } from '../lib/format.ts';
import type { InstallationAppointment } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import { useStaffSession } from '../routes/staff-shell.tsx';
import { EditorFooter } from './editor-footer.tsx';
import { useInlineEditor } from './inline-editor.ts';
import { TextField } from './form-fields.tsx';

/** The appointment in words ('27 nov 2026, de 09:00 a 13:00'), or "no date" before one is set. */
export function AppointmentWords({ appointment }: { appointment: InstallationAppointment | null }) {
  const { t, locale } = useStaffLanguage();
  if (appointment === null) return <>{t('staffApp.installations.notBooked')}</>;
  return (
    <>
      {t('staffApp.appointment.value', {
        day: day(appointment.date, locale),
        from: appointment.from,
        to: appointment.to,
      })}
    </>
  );
}

const emptyAppointment: InstallationAppointment = { date: '', from: '09:00', to: '13:00' };

/**
 * "Set the appointment" (or "Change") beside an installation booking, for roles with
 * orders.manage, while its order is paid and open (the api answers 409 otherwise). The api
 * checks the day (a business day of the edition, not past) and answers each wrong field in
 * the staff member's language; what was typed stays. The customer is e-mailed by the api.
 */
export function InstallationAppointmentEditor({
  bookingId,
  orderStatus,
  appointment,
  idPrefix,
}: {
  bookingId: number;
  orderStatus: number;
  appointment: InstallationAppointment | null;
  /** Ties the fields' ids to this booking: the installations list shows several. */
  idPrefix: string;
}) {
  const { t } = useStaffLanguage();
  const session = useStaffSession();
  const { editing, values, setValues, failure, saving, saved, open, save, close } = useInlineEditor(
    () => appointment ?? emptyAppointment,
    `installation-bookings/${bookingId}/appointment/`,
  );
  if (!session.permissions.includes('orders.manage') || !orderTakesAppointment(orderStatus))
    return null;
  const title = t('staffApp.appointment.title');

  if (!editing)
    return (
      <span className="inline-flex items-center gap-3">
        <button
          type="button"
          onClick={open}
          className="rounded border border-brand-700 px-3 py-1 font-medium text-brand-700"
        >
          {t(appointment === null ? 'staffApp.appointment.set' : 'staffApp.appointment.change')}
        </button>
        <span role="status" className="text-brand-900">
          {saved ? t('staffApp.appointment.saved') : ''}
        </span>
      </span>
    );

  // The editor sits in narrow places (a cell of the installations list, beside the booking's
  // facts): its layout follows the room it has, not the screen. The day gets a whole row
  // until three fields fit side by side, so a date and its error are never cut. A container
  // adds nothing to a table column's width by itself: its minimum keeps the fields whole.
  const fields = [
    { name: 'date', type: 'date', span: '@3xs:col-span-2 @lg:col-span-1' },
    { name: 'from', type: 'time', span: '' },
    { name: 'to', type: 'time', span: '' },
  ] as const;
  const wholeRow = '@3xs:col-span-2 @lg:col-span-3';
  return (
    <div className="mt-2 min-w-60 @container">
      <form
        onSubmit={save}
        aria-label={title}
        className="grid gap-x-3 gap-y-2 rounded border border-line bg-white p-3 @3xs:grid-cols-2 @lg:grid-cols-3"
      >
        {fields.map(({ name, type, span }) => (
          <TextField
            key={name}
            name={`${idPrefix}-appointment-${name}`}
            label={t(`staffApp.appointment.${name}`)}
            type={type}
            required
            value={values[name]}
            onChange={(event) =>
              setValues((current) => ({ ...current, [name]: event.target.value }))
            }
            errors={failure?.messagesFor(name) ?? []}
            className={span}
          />
        ))}
        <p className={`text-ink-soft ${wholeRow}`}>{t('staffApp.appointment.customerTold')}</p>
        <EditorFooter
          failure={failure}
          saving={saving}
          saveLabel={t('staffApp.appointment.save')}
          cancelLabel={t('staffApp.appointment.cancel')}
          onCancel={close}
          span={wholeRow}
        />
      </form>
    </div>
  );
}
