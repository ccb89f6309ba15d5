import type { Db } from '../../database.ts';
import type { Env } from '../../env.ts';
import type { RateLimitStore } from '../../rate-limit/index.ts';

/** What the /admin/v1/ route files share, built once by the plugin in index.ts. */
export interface StaffContext {
  db: Db;
  env: Env;
  attempts: RateLimitStore;
}

export const staffTags = ['staff'];
