import type { Db } from '../database.ts';
import type { Env } from '../env.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What every route plugin receives from buildApp. */
export type RouteOptions = { db: Db };

/** Account calls also send e-mails and count attempts (env: REDIS_URL, TRUSTED_PROXIES...). */
export type AccountRouteOptions = RouteOptions & { env: Env; mailer: Mailer };
