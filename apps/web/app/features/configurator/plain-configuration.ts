import type { ProductConfiguratorData } from '@shop/api/contracts';
import {
  configurationIssues,
  selectOption,
  setMeasure,
  setQuantity,
  startConfiguration,
  type ConfigurationIssue,
  type Configuration,
} from '@shop/domain';

/** The plain form's GET parameter that says the customer submitted a configuration. */
export const configureParam = 'configurar';

/**
 * The configuration a plain (no JavaScript) form submitted in the URL: `option-<attribute id>`,
 * `measure-<attribute id>` in cm and `quantity`, applied through the domain's state machine so
 * it follows the same rules as the sidebar. Null when the URL carries none.
 */
export function plainConfiguration(
  product: ProductConfiguratorData,
  params: URLSearchParams,
): {
  configuration: Configuration;
  issues: ConfigurationIssue[];
  /** The measures as typed, refused ones included, to show them again beside their error. */
  measureTexts: Record<number, string>;
} | null {
  if (!params.has(configureParam)) return null;
  let configuration = startConfiguration(product);
  for (const attribute of product.attributes) {
    for (const optionId of params.getAll(`option-${attribute.id}`).map(Number)) {
      const result = selectOption(product, configuration, optionId);
      if (result.ok) configuration = result.value;
    }
  }
  const refused: ConfigurationIssue[] = [];
  const measureTexts: Record<number, string> = {};
  for (const attribute of product.attributes) {
    const text = params.get(`measure-${attribute.id}`)?.trim();
    if (!text) continue;
    measureTexts[attribute.id] = text;
    const result = setMeasure(product, configuration, attribute.id, Number(text.replace(',', '.')));
    if (result.ok) configuration = result.value;
    else refused.push({ error: result.error, attributeId: attribute.id, limit: result.limit });
  }
  const quantity = setQuantity(configuration, Number(params.get('quantity') ?? 1));
  if (quantity.ok) configuration = quantity.value;
  const issues = [
    ...refused,
    ...configurationIssues(product, configuration).filter(
      (issue) => !refused.some((refusal) => refusal.attributeId === issue.attributeId),
    ),
  ];
  return { configuration, issues, measureTexts };
}

/**
 * The URL parameters that open the product page with this configuration filled in: what
 * plainConfiguration reads back (options by attribute, measures in cm, quantity).
 */
export function plainConfigurationParams(
  product: ProductConfiguratorData,
  configuration: Configuration,
): URLSearchParams {
  const params = new URLSearchParams({ [configureParam]: '1' });
  for (const attribute of product.attributes) {
    for (const option of attribute.options)
      if (configuration.optionIds.includes(option.id))
        params.append(`option-${attribute.id}`, String(option.id));
    const measure = configuration.measures[attribute.id];
    if (measure !== undefined) params.set(`measure-${attribute.id}`, String(measure));
  }
  params.set('quantity', String(configuration.quantity));
  return params;
}
