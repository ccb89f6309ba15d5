import type { PriceConfigurationResponse, ProductConfiguratorData } from '@shop/api/contracts';
import { finalRef, type Configuration } from '@shop/domain';

/**
 * The cart does not exist yet: a finished configuration (with its installation booking) is
 * kept in this device's storage, to become the cart row and the 'installation reservation'
 * line when the cart arrives.
 */
export const pendingConfigurationKey = 'pending-configuration';

export function savePendingConfiguration(
  product: ProductConfiguratorData,
  configuration: Configuration,
  confirmed: PriceConfigurationResponse | null,
): boolean {
  try {
    localStorage.setItem(
      pendingConfigurationKey,
      JSON.stringify({
        productId: product.id,
        configuration,
        finalRef: finalRef(product, configuration),
        prices: confirmed?.prices ?? null,
      }),
    );
    return true;
  } catch {
    return false;
  }
}
