import { z } from 'zod';
import { Cents, maxId, RecordId } from './common.ts';
import { InstallationQuoteData } from './product-installation.ts';

/** A row's id, or a measure option's negated attribute id. */
const OptionId = z.number().int().min(-maxId).max(maxId);

/**
 * POST products/{id}/price_configuration/: what the customer chose, ids only. Any price in the
 * body is ignored (unknown keys are dropped); variants are chosen again by the server.
 */
export const PriceConfigurationRequest = z
  .object({
    /** The domain refuses less than 1; the api bounds it so amounts stay exact integers. */
    quantity: z.number().int().max(1000).default(1),
    /** Measure options have negative ids (see the attributes call). */
    option_ids: z.array(OptionId).max(100).default([]),
    /** Custom measures in cm, by attribute id. */
    measures: z.record(z.string().regex(/^\d+$/), z.number()).default({}),
    complements: z
      .array(
        z.object({ complement_id: RecordId, option_ids: z.array(OptionId).max(50).default([]) }),
      )
      .max(50)
      .default([]),
    installation: z
      .object({
        disassembly: z.boolean(),
        pre_measurement: z.boolean(),
        city_id: RecordId,
        distance: z.union([z.literal(500), z.literal(520)]),
      })
      .nullable()
      .default(null),
    /**
     * Where the screen goes. With an installation it decides the province priced: a city_id
     * of another province, or a code where nobody installs, is refused.
     */
    postal_code: z.string().max(10).nullable().default(null),
  })
  .meta({ id: 'PriceConfigurationRequest' });
export type PriceConfigurationRequest = z.input<typeof PriceConfigurationRequest>;
/** The request after defaults are applied, as the api reads it. */
export type PriceConfigurationInput = z.output<typeof PriceConfigurationRequest>;

/** The domain's ConfigurationPrice in snake_case; unit amounts are for one product. */
export const ConfigurationPriceData = z.object({
  unit: z.object({
    product: Cents,
    options: Cents,
    complements: Cents,
    complement_options: Cents,
    total: Cents,
  }),
  quantity: z.number().int(),
  products: Cents,
  installation: InstallationQuoteData.nullable(),
  total: Cents,
});
export type ConfigurationPriceData = z.infer<typeof ConfigurationPriceData>;

export const PriceConfigurationResponse = z
  .object({
    product_id: z.number().int(),
    variant_id: z.number().int().nullable(),
    final_ref: z.string(),
    quantity: z.number().int(),
    option_ids: z.array(z.number().int()),
    measures: z.record(z.string(), z.number()),
    complements: z.array(
      z.object({
        complement_id: z.number().int(),
        type_id: z.number().int(),
        option_ids: z.array(z.number().int()),
        variant_id: z.number().int().nullable(),
        /** The variant's ref, else the complement's. */
        ref: z.string(),
      }),
    ),
    postal_code: z.string().nullable(),
    prices: ConfigurationPriceData,
  })
  .meta({ id: 'PriceConfigurationResponse' });
export type PriceConfigurationResponse = z.infer<typeof PriceConfigurationResponse>;
