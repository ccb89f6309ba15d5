import type { ProductConfiguratorData } from '@shop/api/contracts';
import { finalRef, orderedGroups } from '@shop/domain';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { ConfiguratorState } from './use-configurator.ts';

/** Every choice made, the measures, the complements and the reference the workshop will read. */
export function ConfigurationSummary({
  product,
  state,
}: {
  product: ProductConfiguratorData;
  state: ConfiguratorState;
}) {
  const t = useTranslate();
  const { configuration } = state;
  const complementNames = Object.values(state.complements)
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .filter((complement) =>
      configuration.complements.some((selected) => selected.complementId === complement.id),
    )
    .map((complement) => complement.name);
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-line rounded-xl bg-white text-sm ring-1 ring-line">
        {orderedGroups(product).map((group) => {
          const attribute = product.attributes.find((candidate) => candidate.id === group.id);
          const measure = configuration.measures[group.id];
          const names = attribute?.options
            .filter((option) => configuration.optionIds.includes(option.id))
            .map((option) => option.name);
          const value = measure !== undefined ? `${measure} cm` : names?.join(', ');
          return (
            <div key={group.id} className="flex justify-between gap-4 px-3 py-2">
              <dt className="text-ink-soft">{attribute?.name}</dt>
              <dd className="text-right font-medium">{value || '—'}</dd>
            </div>
          );
        })}
        {complementNames.length > 0 && (
          <div className="flex justify-between gap-4 px-3 py-2">
            <dt className="text-ink-soft">{t('product.configurator.complements.title')}</dt>
            <dd className="text-right font-medium">{complementNames.join(', ')}</dd>
          </div>
        )}
      </dl>
      <p className="text-xs text-ink-soft" data-testid="final-ref">
        {t('product.configurator.finalRef', { ref: finalRef(product, configuration) })}
      </p>
      <QuantityStepper quantity={configuration.quantity} onChange={state.setQuantity} />
    </div>
  );
}

function QuantityStepper({
  quantity,
  onChange,
}: {
  quantity: number;
  onChange: (quantity: number) => void;
}) {
  const t = useTranslate();
  const button =
    'flex size-10 items-center justify-center rounded-full bg-white text-lg font-bold ring-1 ring-line hover:ring-brand-700 disabled:opacity-40';
  return (
    <div className="flex items-center justify-between">
      <span className="font-semibold" id="configurator-quantity">
        {t('product.configurator.quantity')}
      </span>
      <div className="flex items-center gap-3" role="group" aria-labelledby="configurator-quantity">
        <button
          type="button"
          className={button}
          disabled={quantity <= 1}
          onClick={() => onChange(quantity - 1)}
          aria-label={t('product.configurator.decrease')}
        >
          −
        </button>
        <output aria-live="polite" className="w-6 text-center font-semibold">
          {quantity}
        </output>
        <button
          type="button"
          className={button}
          onClick={() => onChange(quantity + 1)}
          aria-label={t('product.configurator.increase')}
        >
          +
        </button>
      </div>
    </div>
  );
}
