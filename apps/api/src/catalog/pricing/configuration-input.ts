import {
  matchVariant,
  withMeasureBands,
  type Configuration,
  type ConfiguratorComplement,
  type ConfiguratorError,
} from '@shop/domain';
import type { PriceConfigurationInput, ProductConfiguratorData } from '../../contracts/product.ts';

/**
 * The domain's Configuration from the ids a customer sent. Variants are chosen again from the
 * options, as the configurator does, so a variant (or a price) in the body counts for nothing;
 * likewise each measure selects its own price band, replacing the band option sent.
 */
export function configurationOf(
  product: ProductConfiguratorData,
  offered: readonly ConfiguratorComplement[],
  body: PriceConfigurationInput,
): { ok: true; configuration: Configuration } | { ok: false; error: ConfiguratorError } {
  const complements = [];
  for (const chosen of body.complements) {
    const complement = offered.find((candidate) => candidate.id === chosen.complement_id);
    if (!complement) return { ok: false, error: 'configurator.complement_unknown' };
    complements.push({
      complementId: complement.id,
      typeId: complement.typeId,
      optionIds: chosen.option_ids,
      variantId: matchVariant(complement.variants, chosen.option_ids)?.id ?? null,
    });
  }
  const installation = body.installation && {
    disassembly: body.installation.disassembly,
    preMeasurement: body.installation.pre_measurement,
    cityId: body.installation.city_id,
    distance: body.installation.distance,
    // Where the installer goes decides the province priced, whatever city the body names.
    postalCode: body.postal_code,
  };
  return {
    ok: true,
    configuration: withMeasureBands(product, {
      quantity: body.quantity,
      currentAttributeId: null,
      optionIds: body.option_ids,
      variantId: matchVariant(product.variants, body.option_ids)?.id ?? null,
      measures: Object.fromEntries(
        Object.entries(body.measures).map(([attributeId, cm]) => [Number(attributeId), cm]),
      ),
      complements,
      installation,
    }),
  };
}
