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
  ConfiguratorComplementData,
  InstallationCityData,
  PriceConfigurationInput,
  PriceConfigurationResponse,
  ProductConfiguratorData,
  ProductQuery,
} from '../../contracts/product.ts';
import type { Db } from '../../database.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { readTogether } from '../../read-together.ts';
import { installationCitiesOf, installationCityRowsQuery } from './installation-cities.ts';
import { configurationOf } from './configuration-input.ts';
import {
  complementAttributeGroupsOf,
  complementAttributeRowsQuery,
} from './configurator-attributes.ts';
import { complementListsOf, offeredComplementIds } from './configurator-complements.ts';
import { complementVariantRowsQuery, variantsByOwner } from './configurator-variants.ts';
import { configuratorQueries, configuratorsOf } from './product-configurator.ts';
import type { SellableProduct } from './sellable-product.ts';

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

/** What pricing reads of the catalogue for some products, loaded once for all of them. */
interface PricingCatalogue {
  products: Map<number, SellableProduct>;
  configurators: Map<number, ProductConfiguratorData>;
  offered: Map<number, ConfiguratorComplementData[]>;
  installationCities: InstallationCityData[];
}

/**
 * The catalogue of these products in one statement, whatever their number: the products, their
 * configurator groups and variants, the complements they offer with theirs, and the
 * installation cities (a few rows, read whether or not a configuration books one).
 */
async function readPricingCatalogue(
  db: Db,
  scope: ProductQuery,
  productIds: readonly number[],
): Promise<PricingCatalogue> {
  const ids = [...new Set(productIds)];
  const complementIds = offeredComplementIds(db, ids);
  const rows = await readTogether(db, {
    ...configuratorQueries(db, scope, ids),
    complementAttributes: complementAttributeRowsQuery(db, scope.language, complementIds),
    complementVariants: complementVariantRowsQuery(db, scope, complementIds),
    installationCities: installationCityRowsQuery(db, scope.store),
  });
  const offered = complementListsOf(
    rows.complements,
    complementAttributeGroupsOf(rows.complementAttributes),
    variantsByOwner(rows.complementVariants),
  );
  return {
    ...configuratorsOf(rows),
    offered,
    installationCities: installationCitiesOf(rows.installationCities),
  };
}

/**
 * The server's price of a configuration: the configurator's input is rebuilt from the
 * database, checked with the domain's rules and priced with priceConfiguration, the function
 * the browser previews with. Nothing the client says about prices is read.
 */
function priceFromCatalogue(
  catalogue: PricingCatalogue,
  scope: ProductQuery,
  productId: number,
  body: PriceConfigurationInput,
): PriceConfigurationResponse {
  const product = catalogue.products.get(productId);
  const configurator = catalogue.configurators.get(productId);
  if (!product || !configurator) throw ApiError.notFound();
  const offered = catalogue.offered.get(productId) ?? [];
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
    installationCities: body.installation ? catalogue.installationCities : [],
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

/** price_configuration/: one configuration of one product. */
export async function priceProductConfiguration(
  db: Db,
  scope: ProductQuery,
  productId: number,
  body: PriceConfigurationInput,
): Promise<PriceConfigurationResponse> {
  const catalogue = await readPricingCatalogue(db, scope, [productId]);
  return priceFromCatalogue(catalogue, scope, productId, body);
}

export type PricedConfiguration =
  | { ok: true; value: PriceConfigurationResponse; product: SellableProduct }
  | { ok: false; error: ApiError };

/**
 * Several configurations (a cart's rows) priced with one read of the catalogue, so the number
 * of queries does not grow with them. Each answer is the price or the refusal
 * priceProductConfiguration would give for it alone.
 */
export async function priceProductConfigurations(
  db: Db,
  scope: ProductQuery,
  requests: readonly { productId: number; body: PriceConfigurationInput }[],
): Promise<PricedConfiguration[]> {
  if (requests.length === 0) return [];
  const catalogue = await readPricingCatalogue(
    db,
    scope,
    requests.map((request) => request.productId),
  );
  return requests.map(({ productId, body }) => {
    try {
      const value = priceFromCatalogue(catalogue, scope, productId, body);
      const product = catalogue.products.get(productId);
      if (!product) throw new Error(`product ${productId} priced unread`);
      return { ok: true, value, product };
    } catch (error) {
      if (error instanceof ApiError) return { ok: false, error };
      throw error;
    }
  });
}
