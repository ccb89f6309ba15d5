import { z } from 'zod';
import { Language, StoreCode } from './common.ts';

/**
 * Store configuration of SPEC section 1, public part. Served by GET /stores/v1/stores/ — a call
 * the spec does not list (it says configuration is per edition but not where it comes from);
 * the web reads it to choose the edition by host name.
 */
export const StoreConfig = z.object({
  code: StoreCode,
  name: z.string(),
  domain: z.string(),
  language: Language,
  language_region: z.string(),
  country: z.string(),
  time_zone: z.string(),
  currency: z.string(),
  logo_path: z.string(),
  image_cdn_url: z.string(),
  analytics_id: z.string().nullable(),
  ads_id: z.string().nullable(),
  consent_banner_id: z.string().nullable(),
  telephone: z.object({ show: z.boolean(), number: z.string() }),
  facility_available: z.boolean(),
});
export type StoreConfig = z.infer<typeof StoreConfig>;
