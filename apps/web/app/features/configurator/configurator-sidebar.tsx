import type { InstallationQuoteData, ProductConfiguratorData } from '@shop/api/contracts';
import { hasSketch, sketchInput } from '@shop/domain';
import { type ReactNode } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import { OverlayDialog } from '../product-page/overlay-dialog.tsx';
import { AttributeGroup } from './attribute-group.tsx';
import { ComplementStep } from './complement-step.tsx';
import { ConfigurationIssues } from './configuration-issues.tsx';
import { ConfigurationPriceTag } from './configuration-price.tsx';
import { ConfigurationSummary } from './configuration-summary.tsx';
import { stepPosition } from './configurator-steps.ts';
import { ScreenSketch } from './screen-sketch.tsx';
import { AddConfigurationFields, useAddConfiguration } from './add-configuration.tsx';
import type { ConfiguratorState } from './use-configurator.ts';
import { useServerPrice } from './use-server-price.ts';

type ConfiguratorSidebarProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  product: ProductConfiguratorData;
  state: ConfiguratorState;
  /** The installation booking, offered on the summary where the edition installs. */
  installation: (confirmed: InstallationQuoteData | null) => ReactNode;
};

/** The product configurator sidebar of SPEC section 2: header, the current step, footer with the price. */
export function ConfiguratorSidebar({
  open,
  onClose,
  title,
  product,
  state,
  installation,
}: ConfiguratorSidebarProps) {
  const t = useTranslate();
  const { configuration, stage } = state;
  const { position, total } = stepPosition(product, configuration, stage);
  const sketch = sketchInput(product, configuration);
  const groups = product.attributes.filter((attribute) =>
    configuration.currentAttributeId === null
      ? attribute.aesthetic
      : attribute.id === configuration.currentAttributeId,
  );
  const complementType =
    stage.kind === 'complements'
      ? product.complementTypes.find((type) => type.id === stage.typeId)
      : undefined;
  const blocked = state.issues.length > 0 || Object.keys(state.refusals).length > 0;
  // The server prices complete configurations only (it refuses the rest with the same issues).
  const server = useServerPrice(product.id, configuration, open && !blocked);
  const adding = useAddConfiguration(product, configuration, state.installation.missing, onClose);

  return (
    <OverlayDialog
      open={open}
      onClose={onClose}
      label={t('product.configurator.title')}
      className="m-0 ml-auto h-dvh w-full sm:max-w-md"
    >
      <div className="flex h-full flex-col">
        <header className="flex items-start justify-between gap-3 border-b border-line px-4 py-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
              {t('product.configurator.step', { position, total })}
            </p>
            <h2 className="line-clamp-2 font-bold leading-snug">{title}</h2>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('product.configurator.close')}
            className="flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-brand-50"
          >
            <Icon name="close" />
          </button>
        </header>
        <div className="flex-1 space-y-5 overflow-y-auto px-4 py-4">
          {hasSketch(product) &&
            (sketch ? (
              <ScreenSketch {...sketch} />
            ) : (
              <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
                {t('product.configurator.sketch.missing')}
              </p>
            ))}
          {stage.kind === 'group' &&
            groups.map((attribute) => (
              <AttributeGroup
                key={attribute.id}
                attribute={attribute}
                selectedIds={configuration.optionIds}
                measureText={
                  state.refusals[attribute.id]?.text ??
                  configuration.measures[attribute.id]?.toString()
                }
                error={
                  state.refusals[attribute.id]
                    ? {
                        code: state.refusals[attribute.id]?.error ?? 'measure.invalid',
                        limit: state.refusals[attribute.id]?.limit,
                      }
                    : null
                }
                handlers={{
                  onSelect: state.select,
                  onRemove: state.remove,
                  onMeasure: state.typeMeasure,
                }}
              />
            ))}
          {complementType && (
            <ComplementStep
              type={complementType}
              complements={state.complements[complementType.id]}
              configuration={configuration}
              onAdd={state.addComplement}
              onRemove={state.removeComplement}
              onSelectOption={state.selectComplementOption}
              onRemoveOption={state.removeComplementOption}
            />
          )}
          {stage.kind === 'summary' && (
            <>
              <ConfigurationIssues product={product} issues={state.issues} />
              <ConfigurationSummary product={product} state={state} />
              {installation(server.confirmed?.prices.installation ?? null)}
            </>
          )}
        </div>
        {/* Only the price and the buttons stay in view: what is missing is listed at the top
            of the summary, so the footer never hides the configuration it sums up. */}
        <footer className="space-y-3 border-t border-line bg-surface px-4 py-3">
          <ConfigurationPriceTag
            preview={state.preview}
            confirmed={server.confirmed}
            checking={server.checking}
          />
          {stage.kind === 'summary' && <AddConfigurationFields adding={adding} />}
          <div className="flex gap-2">
            <button
              type="button"
              onClick={state.previous}
              disabled={position === 1}
              className="h-12 flex-1 rounded-full bg-white font-semibold ring-1 ring-line hover:ring-brand-700 disabled:opacity-40"
            >
              {t('product.configurator.previous')}
            </button>
            {stage.kind === 'summary' ? (
              <button
                type="button"
                disabled={blocked || adding.busy}
                onClick={adding.add}
                className="h-12 flex-[2] rounded-full bg-brand-700 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-line disabled:text-ink-soft disabled:shadow-none"
              >
                {adding.busy ? t('cartPage.add.adding') : t('product.configurator.addToCart')}
              </button>
            ) : (
              <button
                type="button"
                onClick={state.next}
                className="h-12 flex-[2] rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800"
              >
                {t('product.configurator.next')}
              </button>
            )}
          </div>
        </footer>
      </div>
    </OverlayDialog>
  );
}
