import { centsToEuros } from '@shop/domain';
import { shopDays } from '../lib/order-actions.ts';
import { useStaffLanguage } from '../lib/staff-translator.tsx';
import {
  ActionCard,
  ActionField,
  ActionIdentity,
  errorsOf,
  FormAlert,
  primaryButton,
  type OrderActionFetcher,
} from './order-action-fields.tsx';

/** Cents as the staff member types euros: 12050 -> '120,50' (both languages use the comma). */
const typedEuros = (cents: number) => centsToEuros(cents).toFixed(2).replace('.', ',');

/** Records the bank transfer of a pending order as received: amount and day. */
export function TransferReceivedForm({
  amount,
  fetcher,
}: {
  amount: number;
  fetcher: OrderActionFetcher;
}) {
  const { t } = useStaffLanguage();
  const formId = 'transfer-received';
  const errors = errorsOf(fetcher, formId);
  const { today } = shopDays();
  return (
    <ActionCard
      titleId={`${formId}-title`}
      title={t('staffApp.orderActions.transfer.title')}
      tone="attention"
    >
      <p className="text-ink-soft">{t('staffApp.orderActions.transfer.intro')}</p>
      <fetcher.Form
        method="post"
        id={formId}
        noValidate
        aria-labelledby={`${formId}-title`}
        className="flex flex-col gap-3"
      >
        <ActionIdentity intent="transfer" formId={formId} />
        <FormAlert errors={errors} />
        <div className="grid gap-3 sm:grid-cols-2">
          <ActionField
            formId={formId}
            name="amount"
            label={t('staffApp.orderActions.transfer.amount')}
            errors={errors}
            required
            inputMode="decimal"
            autoComplete="off"
            defaultValue={typedEuros(amount)}
          />
          <ActionField
            formId={formId}
            name="received_on"
            type="date"
            label={t('staffApp.orderActions.transfer.receivedOn')}
            errors={errors}
            required
            max={today}
            defaultValue={today}
          />
        </div>
        <ActionField
          formId={formId}
          name="reference"
          label={t('staffApp.orderActions.transfer.reference')}
          errors={errors}
          required
          maxLength={140}
          autoComplete="off"
          spellCheck={false}
        />
        <div>
          <button type="submit" disabled={fetcher.state !== 'idle'} className={primaryButton}>
            {fetcher.state !== 'idle'
              ? t('staffApp.orderActions.working')
              : t('staffApp.orderActions.transfer.submit')}
          </button>
        </div>
      </fetcher.Form>
    </ActionCard>
  );
}
