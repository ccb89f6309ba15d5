import { useTranslate } from '../../lib/use-storefront.ts';
import { addressChoiceFields, addressChoiceIntents, newAddressChoice } from './address-choice.ts';
import type { AddressKind } from './address-choice.ts';

export type SavedAddressOption = { id: number; isDefault: boolean; lines: string[] };

const card =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-4 transition-colors hover:border-brand-500 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600';

/**
 * The saved addresses of one kind as radio cards, default first, plus 'use a new address'.
 * With JavaScript a choice fills the fields at once (use-checkout-form.ts posts it); without,
 * the button below posts it and the page comes back filled.
 */
export function SavedAddressChoice({
  kind,
  options,
  selected,
  hydrated,
}: {
  kind: AddressKind;
  options: SavedAddressOption[];
  selected: string;
  hydrated: boolean;
}) {
  const t = useTranslate();
  const name = addressChoiceFields[kind];
  return (
    <fieldset className="mb-5" data-testid={`${kind}-choice`}>
      <legend className="text-sm font-medium text-ink">
        {t(`checkout.addressBook.${kind}Legend`)}
      </legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const [first, ...rest] = option.lines;
          return (
            <label key={option.id} className={card}>
              <input
                type="radio"
                name={name}
                value={option.id}
                defaultChecked={selected === String(option.id)}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <span className="min-w-0 flex-1 text-sm leading-relaxed">
                <span className="flex flex-wrap items-center gap-2">
                  <strong className="font-semibold text-ink">{first}</strong>
                  {option.isDefault && (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-800 ring-1 ring-brand-200">
                      {t('checkout.addressBook.default')}
                    </span>
                  )}
                </span>
                {rest.map((line) => (
                  <span key={line} className="block text-ink-soft">
                    {line}
                  </span>
                ))}
              </span>
            </label>
          );
        })}
        <label className={card}>
          <input
            type="radio"
            name={name}
            value={newAddressChoice}
            defaultChecked={selected === newAddressChoice}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <span className="min-w-0 flex-1 text-sm font-semibold text-ink">
            {t(`checkout.addressBook.${kind}New`)}
          </span>
        </label>
      </div>
      {!hydrated && (
        <button
          type="submit"
          name="intent"
          value={addressChoiceIntents[kind]}
          className="mt-3 h-11 rounded-full border border-brand-700 px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t(`checkout.addressBook.${kind}Use`)}
        </button>
      )}
    </fieldset>
  );
}
