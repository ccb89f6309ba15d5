import type { Db } from '../../database.ts';
import type { Env } from '../../env.ts';
import type { MerchantDetails } from '../../mail/merchant-details.ts';
import type { RateLimitStore } from '../../rate-limit/index.ts';

/** What the /admin/v1/ route files share, built once by the plugin in index.ts. */
export interface StaffContext {
  db: Db;
  env: Env;
  attempts: RateLimitStore;
  /** Signs the content preview links (and the customers' access tokens). */
  jwtSecret: string;
  storefrontOrigin: MerchantDetails['storefrontOrigin'];
}

export const staffTags = ['staff'];
