import type { ConfiguratorAttributeData } from '@shop/api/contracts';
import {
  domainErrorMessageKey,
  formatMoney,
  measureBands,
  measureLimits,
  type ConfiguratorError,
} from '@shop/domain';
import { useId } from 'react';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';

export type GroupHandlers = {
  onSelect: (optionId: number) => void;
  onRemove: (optionId: number) => void;
  onMeasure: (attributeId: number, optionId: number, text: string) => void;
};

type AttributeGroupProps = {
  attribute: ConfiguratorAttributeData;
  selectedIds: readonly number[];
  measureText: string | undefined;
  /** The domain's error for this group (missing option or measure, refused measure). */
  error: { code: ConfiguratorError; limit?: number | undefined } | null;
  /** Without handlers the inputs are a plain form's (no JavaScript): uncontrolled. */
  handlers?: GroupHandlers;
  /** Inputs of a plain form are named so a GET submission carries the choices. */
  named?: boolean;
};

/** One attribute group: options to choose (one, or several for 'open') or a measure in cm. */
export function AttributeGroup({
  attribute,
  selectedIds,
  measureText,
  error,
  handlers,
  named = false,
}: AttributeGroupProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  const id = useId();
  const errorText = error
    ? t(domainErrorMessageKey(error.code), { limit: error.limit ?? '' })
    : null;
  const errorId = `${id}-error`;
  // Typing a measure selects the first band; the domain then moves to the band holding it.
  const measureOption = measureBands(attribute)[0];
  const range = measureLimits(attribute);

  if (attribute.fieldType === 'measure' && measureOption && range) {
    const bands = measureBands(attribute);
    return (
      <div className="space-y-1.5">
        <label htmlFor={`${id}-measure`} className="block font-semibold">
          {t('product.configurator.measure', { name: attribute.name })}
        </label>
        {named && <input type="hidden" name={`option-${attribute.id}`} value={measureOption.id} />}
        <input
          id={`${id}-measure`}
          name={named ? `measure-${attribute.id}` : undefined}
          type="number"
          inputMode="numeric"
          min={range.minCm}
          max={range.maxCm}
          step={1}
          required={attribute.required}
          {...(handlers
            ? {
                value: measureText ?? '',
                onChange: (event) =>
                  handlers.onMeasure(attribute.id, measureOption.id, event.currentTarget.value),
              }
            : { defaultValue: measureText })}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={`${id}-hint${errorText ? ` ${errorId}` : ''}`}
          className="block h-12 w-40 rounded-lg border border-line bg-white px-3 text-lg font-semibold aria-invalid:border-accent-700 aria-invalid:ring-2 aria-invalid:ring-accent-100"
        />
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {t('product.configurator.measureHint', { min: range.minCm, max: range.maxCm })}
        </p>
        {bands.length > 1 && (
          <ul className="text-sm text-ink-soft" data-testid="measure-bands">
            {bands.map((band) => (
              <li
                key={band.id}
                className={selectedIds.includes(band.id) ? 'font-semibold text-ink' : undefined}
              >
                {band.prices.client > 0
                  ? t('product.configurator.measureBand', {
                      max: band.measureRange.maxCm,
                      price: formatMoney(band.prices.client, locale),
                    })
                  : t('product.configurator.measureBandIncluded', { max: band.measureRange.maxCm })}
              </li>
            ))}
          </ul>
        )}
        {errorText && (
          <p
            id={errorId}
            role="alert"
            className="text-sm font-semibold text-accent-700"
            data-testid="measure-error"
          >
            {errorText}
          </p>
        )}
      </div>
    );
  }

  const several = attribute.fieldType === 'open';
  const options = [...attribute.options].sort((a, b) => a.position - b.position);
  return (
    <fieldset aria-describedby={errorText ? errorId : undefined} className="space-y-2">
      <legend className="mb-2 font-semibold">{attribute.name}</legend>
      <div className={attribute.fieldType === 'color' ? 'grid grid-cols-2 gap-2' : 'grid gap-2'}>
        {options.map((option) => {
          const checked = selectedIds.includes(option.id);
          return (
            <label
              key={option.id}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-3 py-2.5 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-700"
            >
              <input
                type={several ? 'checkbox' : 'radio'}
                // One radio group per attribute, in the plain form's URL as option-<attribute id>.
                name={named ? `option-${attribute.id}` : `${id}-option`}
                value={option.id}
                {...(handlers
                  ? {
                      checked,
                      onChange: () =>
                        several && checked
                          ? handlers.onRemove(option.id)
                          : handlers.onSelect(option.id),
                    }
                  : { defaultChecked: checked })}
                className="size-4 shrink-0 accent-brand-700"
              />
              {option.color && (
                <span
                  aria-hidden="true"
                  className="size-6 shrink-0 rounded-full ring-1 ring-ink/20"
                  style={{ backgroundColor: option.color }}
                />
              )}
              <span className="flex-1 text-sm">{option.name}</span>
              {option.price > 0 && (
                <span className="text-sm font-semibold text-brand-800">
                  {t('product.configurator.optionPrice', {
                    price: formatMoney(option.price, locale),
                  })}
                </span>
              )}
            </label>
          );
        })}
      </div>
      {errorText && (
        <p id={errorId} className="text-sm font-semibold text-accent-700">
          {errorText}
        </p>
      )}
    </fieldset>
  );
}
