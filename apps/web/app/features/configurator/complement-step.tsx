import type { ComplementTypeData, ConfiguratorComplementData } from '@shop/api/contracts';
import { formatMoney, type Configuration } from '@shop/domain';
import { CatalogImage } from '../../components/ui/catalog-image.tsx';
import { useLocale, useTranslate } from '../../lib/use-storefront.ts';
import { AttributeGroup } from './attribute-group.tsx';
import type { ComplementsOfType } from './use-complements.ts';

type ComplementStepProps = {
  type: ComplementTypeData;
  complements: ComplementsOfType | undefined;
  configuration: Configuration;
  onAdd: (complement: ConfiguratorComplementData) => void;
  onRemove: (complementId: number) => void;
  onSelectOption: (complement: ConfiguratorComplementData, optionId: number) => void;
  onRemoveOption: (complement: ConfiguratorComplementData, optionId: number) => void;
};

/** The complements of one type, each with its price; an added one shows its own options. */
export function ComplementStep({
  type,
  complements,
  configuration,
  onAdd,
  onRemove,
  onSelectOption,
  onRemoveOption,
}: ComplementStepProps) {
  const t = useTranslate();
  const { locale } = useLocale();
  return (
    <section aria-labelledby="complement-step-title" className="space-y-3">
      <h3 id="complement-step-title" className="font-semibold">
        {type.name}
      </h3>
      {(complements === undefined || complements === 'loading') && (
        <p role="status" className="text-sm text-ink-soft">
          {t('product.configurator.complements.loading')}
        </p>
      )}
      {complements === 'failed' && (
        <p role="alert" className="text-sm text-accent-700">
          {t('product.configurator.complements.failed')}
        </p>
      )}
      {Array.isArray(complements) && complements.length === 0 && (
        <p className="text-sm text-ink-soft">{t('product.configurator.complements.none')}</p>
      )}
      {Array.isArray(complements) && (
        <ul className="space-y-3">
          {complements.map((complement) => {
            const selected = configuration.complements.find(
              (candidate) => candidate.complementId === complement.id,
            );
            return (
              <li key={complement.id} className="rounded-xl border border-line bg-white p-3">
                <div className="flex items-center gap-3">
                  {complement.image_public_id && (
                    <CatalogImage
                      publicId={complement.image_public_id}
                      alt=""
                      width={80}
                      height={80}
                      widths={[80, 160]}
                      sizes="64px"
                      className="size-16 shrink-0 rounded-lg object-contain"
                    />
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-semibold">{complement.name}</p>
                    <p className="text-sm text-brand-800">
                      {t('product.configurator.optionPrice', {
                        price: formatMoney(complement.price, locale),
                      })}
                      {complement.quantity > 1 &&
                        ` × ${t('product.configurator.complements.units', { quantity: complement.quantity })}`}
                    </p>
                  </div>
                  <button
                    type="button"
                    aria-pressed={selected !== undefined}
                    onClick={() => (selected ? onRemove(complement.id) : onAdd(complement))}
                    className={`h-10 shrink-0 rounded-full px-4 text-sm font-semibold ${selected ? 'bg-white text-brand-800 ring-1 ring-brand-700' : 'bg-brand-700 text-white hover:bg-brand-800'}`}
                  >
                    {selected
                      ? t('product.configurator.complements.remove')
                      : t('product.configurator.complements.add')}
                  </button>
                </div>
                {selected &&
                  complement.attributes.map((attribute) => (
                    <div key={attribute.id} className="mt-3">
                      <AttributeGroup
                        attribute={attribute}
                        selectedIds={selected.optionIds}
                        measureText={undefined}
                        error={null}
                        handlers={{
                          onSelect: (optionId) => onSelectOption(complement, optionId),
                          onRemove: (optionId) => onRemoveOption(complement, optionId),
                          onMeasure: () => undefined,
                        }}
                      />
                    </div>
                  ))}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
