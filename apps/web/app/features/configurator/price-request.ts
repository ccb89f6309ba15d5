import type { PriceConfigurationRequest } from '@shop/api/contracts';
import type { Configuration } from '@shop/domain';

/** What the server needs to price a configuration: ids and measures only, never a price. */
export function priceRequest(configuration: Configuration): PriceConfigurationRequest {
  const { installation } = configuration;
  return {
    quantity: configuration.quantity,
    option_ids: [...configuration.optionIds],
    measures: Object.fromEntries(
      Object.entries(configuration.measures).map(([attributeId, cm]) => [attributeId, cm]),
    ),
    complements: configuration.complements.map((complement) => ({
      complement_id: complement.complementId,
      option_ids: [...complement.optionIds],
    })),
    installation: installation && {
      disassembly: installation.disassembly,
      pre_measurement: installation.preMeasurement,
      city_id: installation.cityId,
      distance: installation.distance,
    },
  };
}
