import type { ProductConfiguratorData } from '@shop/api/contracts';
import type { Configuration } from '@shop/domain';
import { InstallationBooking } from '../installation-booking/installation-booking.tsx';
import { ConfiguratorSidebar } from './configurator-sidebar.tsx';
import { useConfigurator } from './use-configurator.ts';

export type ConfiguratorIslandProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  configurator: ProductConfiguratorData;
  initial: Configuration;
  installationAvailable: boolean;
};

/**
 * Everything the sidebar runs in the browser (state machine, prices, sketch, booking), loaded
 * when the customer first asks for it so the product page's first load stays light. It stays
 * mounted once loaded, so closing and reopening keeps the configuration.
 */
export default function ConfiguratorIsland({
  open,
  onClose,
  title,
  configurator,
  initial,
  installationAvailable,
}: ConfiguratorIslandProps) {
  const state = useConfigurator(configurator, initial);
  return (
    <ConfiguratorSidebar
      open={open}
      onClose={onClose}
      title={title}
      product={configurator}
      state={state}
      installation={(confirmed) =>
        installationAvailable ? (
          <InstallationBooking
            booking={state.installation.booking}
            city={state.installation.city}
            quantity={state.configuration.quantity}
            confirmed={confirmed}
            send={state.installation.book}
          />
        ) : null
      }
    />
  );
}
