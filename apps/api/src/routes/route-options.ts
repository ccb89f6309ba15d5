import type { Db } from '../database.ts';
import type { Env } from '../env.ts';

/** What every route plugin receives from buildApp. */
export type RouteOptions = { db: Db };

/**
 * Account calls also queue e-mails in the outbox (`nudge` has them sent now) and count attempts
 * (env: REDIS_URL, TRUSTED_PROXIES...).
 */
export type AccountRouteOptions = RouteOptions & { env: Env; nudge: () => void };
