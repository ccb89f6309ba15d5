import type { Db } from '../../database.ts';
import type { Env } from '../../env.ts';
import type { RateLimitStore } from '../../rate-limit/index.ts';

/** What the /auth-users/ route files share, built once by the plugin in index.ts. */
export interface AuthUsersContext {
  db: Db;
  env: Env;
  /** What access tokens are signed with (JWT_SECRET, or the one kept under DATA_DIR). */
  jwtSecret: string;
  attempts: RateLimitStore;
  /** Tells the outbox sender that an e-mail was queued (sent at once instead of on its next tick). */
  nudge: () => void;
}
