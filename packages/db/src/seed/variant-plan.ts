import type { ProductDefinition } from './catalogue/types.ts';
import type { ReferenceIds } from './load-reference-data.ts';
import { lookup } from './lookup.ts';
import { optionRef } from './option-ref.ts';

/** Attributes whose options make a different article (and reference); the rest only configure it. */
const variantAxes = ['color-perfil', 'color-plato', 'acabado-griferia', 'acabado-mueble', 'medida'];

export interface PlannedVariant {
  product: ProductDefinition;
  ref: string;
  optionIds: number[];
  isDefault: boolean;
  pvp: number;
  pvpOld: number | null;
}

/**
 * Every combination of the product's first two variant attributes. The price adds the option
 * surcharges, and 8 % of the base price per size step above the smallest.
 */
export function planVariants(product: ProductDefinition, ids: ReferenceIds): PlannedVariant[] {
  const axes = variantAxes
    .map((slug) => ({ slug, options: product.options[slug] ?? [] }))
    .filter((axis) => axis.options.length > 0)
    .slice(0, 2);
  let combinations: {
    slugs: string[];
    optionIds: number[];
    surcharge: number;
    sizeStep: number;
  }[] = [{ slugs: [], optionIds: [], surcharge: 0, sizeStep: 0 }];
  for (const axis of axes) {
    combinations = combinations.flatMap((combination) =>
      axis.options.map((option, index) => {
        const optionId = lookup(ids.options, `${axis.slug}/${option}`);
        return {
          slugs: [...combination.slugs, option],
          optionIds: [...combination.optionIds, optionId],
          surcharge: combination.surcharge + lookup(ids.optionPrices, optionId),
          sizeStep: axis.slug === 'medida' ? index : combination.sizeStep,
        };
      }),
    );
  }
  const step = Math.round((product.pvp * 0.08) / 100) * 100;
  return combinations.map((combination, index) => {
    const extra = combination.surcharge + combination.sizeStep * step;
    return {
      product,
      ref:
        combination.slugs.length > 0
          ? [product.ref, ...combination.slugs.map(optionRef)].join('-')
          : `${product.ref}-STD`,
      optionIds: combination.optionIds,
      isDefault: index === 0,
      pvp: product.pvp + extra,
      pvpOld: product.pvpOld ? product.pvpOld + extra : null,
    };
  });
}
