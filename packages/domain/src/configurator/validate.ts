import { measureBand, selectedBand } from './measure-bands.ts';
import { missingMeasures, setMeasure } from './measures.ts';
import { findOption } from './options.ts';
import { lockedComplementTypeIds, setQuantity } from './selection.ts';
import type {
  ConfigurableProduct,
  Configuration,
  ConfiguratorAttribute,
  ConfiguratorComplement,
  ConfiguratorError,
} from './types.ts';

export interface ConfigurationIssue {
  error: ConfiguratorError;
  attributeId?: number;
  limit?: number;
}

/**
 * Options must belong to the attributes; a required attribute needs one, a single-choice one
 * holds at most one. The same rule for the product and for each of its complements.
 */
function choiceIssues(
  attributes: readonly ConfiguratorAttribute[],
  optionIds: readonly number[],
): ConfigurationIssue[] {
  const issues: ConfigurationIssue[] = [];
  const chosenAttributes = new Map<number, number>();
  for (const optionId of optionIds) {
    const found = findOption(attributes, optionId);
    if (!found) issues.push({ error: 'configurator.option_unknown' });
    else
      chosenAttributes.set(found.attribute.id, (chosenAttributes.get(found.attribute.id) ?? 0) + 1);
  }
  for (const attribute of attributes) {
    const count = chosenAttributes.get(attribute.id) ?? 0;
    if (attribute.required && count === 0)
      issues.push({ error: 'configurator.option_required', attributeId: attribute.id });
    if (attribute.fieldType !== 'open' && count > 1)
      issues.push({ error: 'configurator.single_choice', attributeId: attribute.id });
  }
  return issues;
}

/**
 * Everything a configuration must satisfy before it goes into the cart. The web shows these
 * next to the groups; the api refuses a cart row with one of them, whatever the browser sent.
 * `complements` is the data of the complements the configuration refers to: when given, each
 * selected complement must be one of them and its own choices are checked like the product's.
 */
export function configurationIssues(
  product: ConfigurableProduct,
  configuration: Configuration,
  complements?: readonly ConfiguratorComplement[],
): ConfigurationIssue[] {
  const issues: ConfigurationIssue[] = [];
  const quantity = setQuantity(configuration, configuration.quantity);
  if (!quantity.ok) issues.push({ error: quantity.error });
  issues.push(...choiceIssues(product.attributes, configuration.optionIds));
  for (const attributeId of missingMeasures(product, configuration))
    issues.push({ error: 'measure.required', attributeId });
  // Re-applying every measure checks each range and the running total against the maximum.
  let measured: Configuration = { ...configuration, measures: {} };
  for (const [attributeId, value] of Object.entries(configuration.measures)) {
    const result = setMeasure(product, measured, Number(attributeId), value);
    if (result.ok) measured = result.value;
    else
      issues.push({
        error: result.error,
        attributeId: Number(attributeId),
        ...(result.limit === undefined ? {} : { limit: result.limit }),
      });
  }
  // A band that does not hold its measure would price a 160 cm screen at the 70 cm price.
  for (const attribute of product.attributes) {
    const value = configuration.measures[attribute.id];
    const fitting = value === undefined ? null : measureBand(attribute, value);
    const band = selectedBand(attribute, configuration);
    if (fitting && band && fitting !== band)
      issues.push({ error: 'measure.invalid', attributeId: attribute.id });
  }
  const locked = lockedComplementTypeIds(product, configuration.optionIds);
  const seen = new Set<number>();
  for (const complement of configuration.complements) {
    if (locked.has(complement.typeId))
      issues.push({ error: 'configurator.complement_type_locked' });
    if (seen.has(complement.complementId))
      issues.push({ error: 'configurator.complement_duplicate' });
    seen.add(complement.complementId);
    if (complements === undefined) continue;
    const data = complements.find((candidate) => candidate.id === complement.complementId);
    if (!data || data.typeId !== complement.typeId)
      issues.push({ error: 'configurator.complement_unknown' });
    else issues.push(...choiceIssues(data.attributes, complement.optionIds));
  }
  return issues;
}
