import { useId } from 'react';
import { useTranslate } from '../../lib/use-storefront.ts';
import { useCartForm } from './use-cart-form.ts';

const stepButton =
  'flex size-10 items-center justify-center rounded-full bg-white text-lg font-bold ring-1 ring-line hover:ring-brand-700 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A row's quantity: −, the number and + (PUT cart-rows). Each is its own form, so without
 * JavaScript every button posts the quantity it means and Enter in the number posts it too.
 * With JavaScript the number shown follows the change at once; the cart's answer replaces it.
 */
export function RowQuantity({
  rowId,
  quantity,
  name,
  compact = false,
}: {
  rowId: number;
  quantity: number;
  name: string;
  compact?: boolean;
}) {
  const t = useTranslate();
  const inputId = useId();
  const { fetcher, action, hydrated, reply } = useCartForm();
  const pending = fetcher.formData;
  const shown = pending
    ? Number(pending.get('quantity')) + Number(pending.get('step') ?? 0)
    : quantity;
  const hidden = (
    <>
      <input type="hidden" name="intent" value="quantity" />
      <input type="hidden" name="row" value={rowId} />
      {hydrated && <input type="hidden" name="answer" value="json" />}
    </>
  );
  const stepForm = (step: -1 | 1) => (
    <fetcher.Form method="post" action={action}>
      {hidden}
      <input type="hidden" name="quantity" value={shown} />
      <button
        type="submit"
        name="step"
        value={step}
        disabled={step < 0 && shown <= 1}
        aria-label={t(step < 0 ? 'cartPage.row.decrease' : 'cartPage.row.increase', { name })}
        className={compact ? `${stepButton} size-8 text-base` : stepButton}
      >
        {step < 0 ? '−' : '+'}
      </button>
    </fetcher.Form>
  );
  return (
    <div>
      <div
        role="group"
        aria-label={t('cartPage.row.quantityOf', { name })}
        className="flex items-center gap-2"
      >
        {stepForm(-1)}
        <fetcher.Form method="post" action={action} className="flex items-center gap-2">
          {hidden}
          <label htmlFor={inputId} className="sr-only">
            {t('cartPage.row.quantityOf', { name })}
          </label>
          <input
            // A new quantity from the server resets what is typed.
            key={shown}
            id={inputId}
            type="number"
            name="quantity"
            inputMode="numeric"
            min={1}
            max={999}
            required
            defaultValue={shown}
            data-testid="row-quantity"
            onBlur={(event) => {
              if (Number(event.currentTarget.value) !== shown && event.currentTarget.form)
                void fetcher.submit(event.currentTarget.form);
            }}
            className={`h-10 rounded-lg border border-line bg-white text-center font-semibold ${compact ? 'w-12' : 'w-16'}`}
          />
          {!hydrated && (
            <button
              type="submit"
              className="h-10 rounded-full px-3 text-sm font-semibold text-brand-700 ring-1 ring-line hover:ring-brand-700"
            >
              {t('cartPage.row.update')}
            </button>
          )}
        </fetcher.Form>
        {stepForm(1)}
      </div>
      {reply && !reply.ok && (
        <p className="mt-1 text-sm text-accent-700" data-testid="row-error">
          {reply.message}
        </p>
      )}
    </div>
  );
}
