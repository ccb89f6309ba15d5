import { asc, eq, inArray, sql } from 'drizzle-orm';
import { attributeOptions, attributes, complements, complementTypes } from '@shop/db';
import { translate } from '@shop/i18n';
import type { Language } from '../contracts/common.ts';
import type { Db } from '../database.ts';
import type { StoredRowConfiguration } from './cart-row-records.ts';

export interface SummaryLine {
  label: string;
  value: string;
}

interface Names {
  options: Map<
    number,
    { name: string; attributeId: number; attributeName: string; position: number }
  >;
  attributes: Map<number, { name: string; unit: string | null; position: number }>;
  complements: Map<number, { name: string; typeName: string }>;
}

/** The words of every option, measure and complement of the given rows, in three queries. */
export async function summaryNames(
  db: Db,
  language: Language,
  configurations: readonly StoredRowConfiguration[],
): Promise<Names> {
  const optionIds = configurations.flatMap((configuration) => [
    ...configuration.option_ids,
    ...configuration.complements.flatMap((complement) => complement.option_ids),
  ]);
  const attributeIds = configurations.flatMap((configuration) =>
    Object.keys(configuration.measures).map(Number),
  );
  const complementIds = configurations.flatMap((configuration) =>
    configuration.complements.map((complement) => complement.complement_id),
  );
  // Measure options have negative ids: they stand for a typed value, not a row.
  const storedOptionIds = [...new Set(optionIds.filter((id) => id > 0))];
  const [optionRows, attributeRows, complementRows] = await Promise.all([
    storedOptionIds.length === 0
      ? []
      : db
          .select({
            id: attributeOptions.id,
            name: sql<string>`${attributeOptions.name} ->> ${language}`,
            attributeId: attributes.id,
            attributeName: sql<string>`${attributes.name} ->> ${language}`,
            position: attributes.position,
          })
          .from(attributeOptions)
          .innerJoin(attributes, eq(attributes.id, attributeOptions.attributeId))
          .where(inArray(attributeOptions.id, storedOptionIds))
          .orderBy(asc(attributes.position), asc(attributeOptions.position)),
    attributeIds.length === 0
      ? []
      : db
          .select({
            id: attributes.id,
            name: sql<string>`${attributes.name} ->> ${language}`,
            unit: attributes.unit,
            position: attributes.position,
          })
          .from(attributes)
          .where(inArray(attributes.id, [...new Set(attributeIds)])),
    complementIds.length === 0
      ? []
      : db
          .select({
            id: complements.id,
            name: sql<string>`${complements.name} ->> ${language}`,
            typeName: sql<string>`${complementTypes.name} ->> ${language}`,
          })
          .from(complements)
          .innerJoin(complementTypes, eq(complementTypes.id, complements.complementTypeId))
          .where(inArray(complements.id, [...new Set(complementIds)])),
  ]);
  return {
    options: new Map(optionRows.map(({ id, ...option }) => [id, option])),
    attributes: new Map(attributeRows.map(({ id, ...attribute }) => [id, attribute])),
    complements: new Map(complementRows.map(({ id, ...complement }) => [id, complement])),
  };
}

/**
 * What the customer chose, as label/value pairs: each attribute with its options (several
 * for an 'open' attribute), each custom measure with its unit, each complement with its
 * options. Attributes are in the configurator's order.
 */
export function configurationSummary(
  names: Names,
  language: Language,
  configuration: StoredRowConfiguration,
): SummaryLine[] {
  const byAttribute = new Map<number, { label: string; values: string[]; position: number }>();
  for (const optionId of configuration.option_ids) {
    const option = names.options.get(optionId);
    if (!option) continue;
    const line = byAttribute.get(option.attributeId) ?? {
      label: option.attributeName,
      values: [],
      position: option.position,
    };
    line.values.push(option.name);
    byAttribute.set(option.attributeId, line);
  }
  for (const [attributeId, value] of Object.entries(configuration.measures)) {
    const attribute = names.attributes.get(Number(attributeId));
    if (!attribute) continue;
    byAttribute.set(Number(attributeId), {
      label: attribute.name,
      values: [`${value} ${attribute.unit ?? 'cm'}`],
      position: attribute.position,
    });
  }
  const lines = [...byAttribute.values()]
    .sort((a, b) => a.position - b.position)
    .map((line) => ({ label: line.label, value: line.values.join(', ') }));
  for (const chosen of configuration.complements) {
    const complement = names.complements.get(chosen.complement_id);
    if (!complement) continue;
    const options = chosen.option_ids.flatMap((id) => names.options.get(id)?.name ?? []);
    lines.push({
      label: complement.typeName,
      value:
        options.length === 0
          ? complement.name
          : translate(language, 'cart.summary.complementOptions', {
              complement: complement.name,
              options: options.join(', '),
            }),
    });
  }
  return lines;
}
