import { centsToEuros, parseTypedEuros } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { DataTable } from './data-table.tsx';
import { FieldMessages } from './field-messages.tsx';
import { TextField } from './form-fields.tsx';
import { dateTime, money } from '../lib/format.ts';
import { staffApi, StaffApiError } from '../lib/staff-api.ts';
import type { OrderDetail } from '../lib/staff-api-types.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';

/** What is left to give back: paid in, less every refund not failed (the api decides anyway). */
function refundableOf(order: OrderDetail): number {
  const paid = order.payments
    .filter((payment) => payment.status === 'authorized' || payment.status === 'refunded')
    .reduce((sum, payment) => sum + payment.amount, 0);
  const asked = order.refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(paid - asked, 0);
}

type Errors = { amount?: string[]; reason?: string[]; form?: string[] };

/**
 * The order's refunds with their credit notes, and the form to give money back: amount
 * prefilled with what is left, a reason, then a confirmation. One Idempotency-Key per filled
 * form, so a double click or a retried request refunds once.
 */
export function RefundForm({ order }: { order: OrderDetail }) {
  const { t, locale } = useStaffLanguage();
  const revalidator = useRevalidator();
  const left = refundableOf(order);
  const [amount, setAmount] = useState(centsToEuros(left).toFixed(2).replace('.', ','));
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState<number | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [sending, setSending] = useState(false);

  function review(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cents = parseTypedEuros(amount);
    if (cents === null || cents <= 0)
      return setErrors({ amount: [t('staffApp.orders.badAmount')] });
    setErrors({});
    setConfirming(cents);
  }

  async function send(cents: number) {
    setSending(true);
    try {
      await staffApi(`orders/${order.id}/refunds/`, {
        method: 'POST',
        body: { amount: cents, reason },
        headers: { 'Idempotency-Key': key },
      });
      setDone(t('staffApp.refunds.done', { amount: money(cents, locale) }));
      setReason('');
      setAmount(
        centsToEuros(Math.max(left - cents, 0))
          .toFixed(2)
          .replace('.', ','),
      );
      setKey(crypto.randomUUID());
      await revalidator.revalidate();
    } catch (error) {
      if (!(error instanceof StaffApiError)) throw error;
      setErrors({
        amount: error.messagesFor('amount'),
        reason: error.messagesFor('reason'),
        form: [
          ...error.messagesFor('non_field_errors'),
          ...(error.status === 400 ? [] : [error.message]),
        ],
      });
    } finally {
      setSending(false);
      setConfirming(null);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {order.refunds.length > 0 && (
        <DataTable label={t('staffApp.refunds.title')}>
          <thead>
            <tr>
              <th scope="col">{t('staffApp.order.date')}</th>
              <th scope="col">{t('staffApp.order.amount')}</th>
              <th scope="col">{t('staffApp.refunds.status')}</th>
              <th scope="col">{t('staffApp.refunds.reason')}</th>
              <th scope="col">{t('staffApp.refunds.providerReference')}</th>
              <th scope="col">{t('staffApp.refunds.creditNote')}</th>
            </tr>
          </thead>
          <tbody>
            {order.refunds.map((refund) => (
              <tr key={refund.id}>
                <td>
                  {dateTime(refund.created_at, locale)}{' '}
                  {t('staffApp.order.by', { name: refund.staff_name })}
                </td>
                <td className="tabular-nums">{money(refund.amount, locale)}</td>
                <td>{t(`staffApp.refunds.statuses.${refund.status}`)}</td>
                <td>{refund.reason}</td>
                <td className="break-all">{refund.provider_references.join(', ')}</td>
                <td>
                  {refund.credit_note && (
                    <a href={refund.credit_note.pdf_url} className="text-brand-700 underline">
                      <span aria-hidden="true">{refund.credit_note.number}</span>
                      <span className="sr-only">
                        {t('staffApp.refunds.creditNotePdf', { number: refund.credit_note.number })}
                      </span>
                    </a>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {done && (
        <p role="status" className="text-green-800">
          {done}
        </p>
      )}
      <p>{t('staffApp.refunds.left', { amount: money(left, locale) })}</p>
      {left > 0 && (
        <form onSubmit={review} className="flex flex-col gap-3 sm:max-w-md" noValidate>
          <TextField
            name="refund-amount"
            label={t('staffApp.refunds.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            errors={errors.amount}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor="refund-reason">{t('staffApp.refunds.reason')}</label>
            <textarea
              id="refund-reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-describedby="refund-reason-messages"
              className="rounded border border-ink-soft px-2 py-1"
              rows={2}
            />
            <FieldMessages id="refund-reason-messages" messages={errors.reason} />
          </div>
          <FieldMessages id="refund-form-messages" messages={errors.form} />
          {confirming === null ? (
            <button type="submit" className="self-start rounded bg-brand-700 px-4 py-2 text-white">
              {t('staffApp.refunds.submit')}
            </button>
          ) : (
            <div
              role="alertdialog"
              aria-labelledby="refund-confirm"
              className="flex flex-col gap-2"
            >
              <p id="refund-confirm" className="font-medium">
                {t('staffApp.refunds.confirm', { amount: money(confirming, locale) })}
              </p>
              <div className="flex gap-2">
                <button
                  type="button"
                  disabled={sending}
                  onClick={() => void send(confirming)}
                  className="rounded bg-brand-700 px-4 py-2 text-white"
                >
                  {t('staffApp.refunds.confirmYes')}
                </button>
                <button
                  type="button"
                  onClick={() => setConfirming(null)}
                  className="rounded border px-4 py-2"
                >
                  {t('staffApp.refunds.confirmNo')}
                </button>
              </div>
            </div>
          )}
        </form>
      )}
    </div>
  );
}
