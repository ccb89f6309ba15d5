import { attributeOptions, attributes, complements, complementTypes } from '@shop/db';
import type { Locale } from '@shop/i18n';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../database.ts';

/** One chosen thing of a configured product, as the customer reads it: 'Vidrio' / 'Mate'. */
export interface ConfigurationEntry {
  label: string;
  value: string;
}

/**
 * The ids of the cart row's configuration snapshot (the price_configuration answer's field
 * names). Anything else in the snapshot is ignored, and a snapshot of another shape gives an
 * empty summary rather than a failed e-mail.
 */
const Snapshot = z.object({
  option_ids: z.array(z.number().int()).catch([]),
  measures: z.record(z.string(), z.number()).catch({}),
  complements: z.array(z.object({ complement_id: z.number().int() })).catch([]),
});
type Snapshot = z.infer<typeof Snapshot>;

export function parseConfigurationSnapshot(configuration: unknown): Snapshot {
  const parsed = Snapshot.safeParse(configuration);
  return parsed.success ? parsed.data : { option_ids: [], measures: {}, complements: [] };
}

/**
 * Summaries of several rows' snapshots with three queries in all, whatever the number of
 * rows. Entries come in the configurator's attribute order, then the complements.
 */
export async function summariseConfigurations(
  db: Db,
  language: Locale,
  snapshots: readonly Snapshot[],
): Promise<ConfigurationEntry[][]> {
  // Measure options have negative ids and no row: their value is in `measures`.
  const optionIds = unique(snapshots.flatMap((s) => s.option_ids.filter((id) => id > 0)));
  const measureAttributeIds = unique(
    snapshots.flatMap((s) => Object.keys(s.measures).map(Number).filter(Number.isInteger)),
  );
  const complementIds = unique(snapshots.flatMap((s) => s.complements.map((c) => c.complement_id)));

  const [options, measureAttributes, chosenComplements] = await Promise.all([
    optionIds.length === 0
      ? []
      : db
          .select({
            id: attributeOptions.id,
            name: attributeOptions.name,
            attribute: attributes.name,
            position: attributes.position,
          })
          .from(attributeOptions)
          .innerJoin(attributes, eq(attributes.id, attributeOptions.attributeId))
          .where(inArray(attributeOptions.id, optionIds)),
    measureAttributeIds.length === 0
      ? []
      : db
          .select({
            id: attributes.id,
            name: attributes.name,
            position: attributes.position,
            unit: attributes.unit,
          })
          .from(attributes)
          .where(inArray(attributes.id, measureAttributeIds)),
    complementIds.length === 0
      ? []
      : db
          .select({ id: complements.id, name: complements.name, type: complementTypes.name })
          .from(complements)
          .innerJoin(complementTypes, eq(complementTypes.id, complements.complementTypeId))
          .where(inArray(complements.id, complementIds)),
  ]);

  return snapshots.map((snapshot) => {
    const ranked: { position: number; entry: ConfigurationEntry }[] = [];
    for (const id of snapshot.option_ids) {
      const option = options.find((candidate) => candidate.id === id);
      if (option) {
        ranked.push({
          position: option.position,
          entry: { label: option.attribute[language], value: option.name[language] },
        });
      }
    }
    for (const [attributeId, size] of Object.entries(snapshot.measures)) {
      const attribute = measureAttributes.find((candidate) => candidate.id === Number(attributeId));
      if (attribute) {
        ranked.push({
          position: attribute.position,
          entry: { label: attribute.name[language], value: `${size} ${attribute.unit ?? 'cm'}` },
        });
      }
    }
    ranked.sort((a, b) => a.position - b.position);
    const chosen = snapshot.complements.flatMap(({ complement_id }) => {
      const complement = chosenComplements.find((candidate) => candidate.id === complement_id);
      return complement
        ? [{ label: complement.type[language], value: complement.name[language] }]
        : [];
    });
    return [...ranked.map(({ entry }) => entry), ...chosen];
  });
}

function unique(ids: number[]): number[] {
  return [...new Set(ids)];
}
