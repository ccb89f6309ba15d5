import {
  checkPostalCode,
  configurationIssues,
  customerTypeOfCode,
  domainErrorMessageKey,
  finalRef,
  priceConfiguration,
  type ConfigurationIssue,
} from '@shop/domain';
import type {
  PriceConfigurationInput,
  PriceConfigurationResponse,
  ProductQuery,
} from '../../contracts/product.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { readInstallationCities } from './installation-cities.ts';
import { configurationOf } from './configuration-input.ts';
import { productComplementList } from './configurator-complements.ts';
import { productConfigurator } from './product-configurator.ts';
import { findSellableProduct } from './sellable-product.ts';

/** The request field a domain error is about, so the web can show it beside that field. */
function fieldOf(issue: ConfigurationIssue): string {
  if (issue.attributeId !== undefined) return `attributes.${issue.attributeId}`;
  if (issue.error.startsWith('configurator.complement')) return 'complements';
  if (issue.error.startsWith('configurator.')) return 'option_ids';
  return issue.error.split('.')[0] ?? 'non_field_errors';
}

function refuse(issue: ConfigurationIssue): never {
  const params = issue.limit === undefined ? undefined : { limit: issue.limit };
  throw ApiError.badRequest(fieldOf(issue), domainErrorMessageKey(issue.error), params);
}

/**
 * The server's price of a configuration: the configurator's input is rebuilt from the
 * database, checked with the domain's rules and priced with priceConfiguration, the function
 * the browser previews with. Nothing the client says about prices is read.
 */
export async function priceProductConfiguration(
  db: Db,
  scope: ProductQuery,
  productId: number,
  body: PriceConfigurationInput,
): Promise<PriceConfigurationResponse> {
  const product = await findSellableProduct(db, scope, productId);
  const [configurator, offered] = await Promise.all([
    productConfigurator(db, scope, product),
    productComplementList(db, scope, productId),
  ]);
  if (body.postal_code !== null) {
    const postalCode = checkPostalCode(scope.store, body.postal_code);
    if (!postalCode.ok)
      throw ApiError.badRequest('postal_code', domainErrorMessageKey(postalCode.error));
  }
  if (body.installation && !configurator.installation_available)
    refuse({ error: 'installation.city_unavailable' });
  const built = configurationOf(configurator, offered, body);
  if (!built.ok) refuse({ error: built.error });
  const { configuration } = built;
  const [issue] = configurationIssues(configurator, configuration, offered);
  if (issue) refuse(issue);
  const priced = priceConfiguration({
    product: configurator,
    complements: offered,
    configuration,
    customerType: customerTypeOfCode(scope.user_type),
    installationCities: body.installation ? await readInstallationCities(db, scope.store) : [],
  });
  if (!priced.ok) refuse(priced);
  const { unit, ...price } = priced.value;
  return {
    product_id: product.id,
    variant_id: configuration.variantId,
    final_ref: finalRef(configurator, configuration),
    quantity: configuration.quantity,
    option_ids: [...configuration.optionIds],
    measures: configuration.measures,
    complements: configuration.complements.map((selected) => {
      const complement = offered.find((candidate) => candidate.id === selected.complementId);
      const variant = complement?.variants.find((candidate) => candidate.id === selected.variantId);
      return {
        complement_id: selected.complementId,
        type_id: selected.typeId,
        option_ids: [...selected.optionIds],
        variant_id: selected.variantId,
        ref: variant?.ref ?? complement?.ref ?? '',
      };
    }),
    postal_code: body.postal_code,
    prices: {
      ...price,
      unit: {
        product: unit.product,
        options: unit.options,
        complements: unit.complements,
        complement_options: unit.complementOptions,
        total: unit.total,
      },
    },
  };
}
