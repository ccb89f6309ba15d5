import type { ProductConfiguratorData, ProductDetail } from '@shop/api/contracts';
import { startConfiguration } from '@shop/domain';
import { lazy, Suspense, useState } from 'react';
import { serverMarkup } from '../../components/ui/lazy-component.tsx';
import { useTranslate } from '../../lib/use-storefront.ts';
import type { PlainConfiguration } from './plain-configurator-form.tsx';
import { useHydrated } from './use-hydrated.ts';

const loadIsland = () => import('./configurator-island.tsx');
const ConfiguratorIsland = lazy(loadIsland);
// The plain form only exists until React runs: the browser keeps its HTML, never its code.
const PlainConfiguratorForm = serverMarkup(() =>
  import('./plain-configurator-form.tsx').then((module) => module.PlainConfiguratorForm),
);

/**
 * The 'Configurar' button and its sidebar. Until JavaScript runs, the same place holds a plain
 * form with every group, so the product can be configured and priced without it.
 */
export function ProductConfigurator({
  product,
  configurator,
  installationAvailable,
  submitted,
}: {
  product: ProductDetail;
  configurator: ProductConfiguratorData;
  installationAvailable: boolean;
  /** What a plain form submitted, priced by the server; the sidebar starts from it. */
  submitted: PlainConfiguration | null;
}) {
  const t = useTranslate();
  const hydrated = useHydrated();
  // A link that carries a configuration (the /configurador results) opens the sidebar with it.
  const [open, setOpen] = useState(submitted !== null);
  const [requested, setRequested] = useState(submitted !== null);
  const initial = submitted?.configuration ?? startConfiguration(configurator);
  if (configurator.attributes.length === 0 && configurator.complementTypes.length === 0)
    return null;
  if (!hydrated)
    return (
      <Suspense fallback={null}>
        <PlainConfiguratorForm
          product={configurator}
          configuration={initial}
          submitted={submitted}
        />
      </Suspense>
    );
  return (
    <div className="space-y-2">
      <button
        type="button"
        // Fetching the sidebar's code as the pointer arrives makes the click feel instant.
        onPointerEnter={() => void loadIsland()}
        onFocus={() => void loadIsland()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        className="h-13 w-full rounded-full bg-brand-700 text-lg font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        {t('product.configure')}
      </button>
      <p className="text-center text-sm text-ink-soft">{t('product.configureHint')}</p>
      {requested && (
        <Suspense fallback={null}>
          <ConfiguratorIsland
            open={open}
            onClose={() => setOpen(false)}
            title={product.name}
            configurator={configurator}
            initial={initial}
            installationAvailable={installationAvailable}
          />
        </Suspense>
      )}
    </div>
  );
}
