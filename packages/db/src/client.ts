import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { lockDataFolder } from './data-folder-lock.ts';
import { PostgresPool } from './postgres-pool.ts';
import * as schema from './schema/index.ts';

/** One type for both drivers, so queries are written once. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseDriver = 'postgres' | 'pglite';

/**
 * What the connections are doing, for the metrics: node-postgres's pool (lent to queries, idle,
 * and queries waiting for one), or whether the embedded PGlite is open.
 */
export type ConnectionUse =
  | { driver: 'postgres'; inUse: number; idle: number; waiting: number }
  | { driver: 'pglite'; open: boolean };

export interface DatabaseConnection {
  db: Database;
  driver: DatabaseDriver;
  connectionUse(): ConnectionUse;
  close(): Promise<void>;
}

function pgliteUse(client: PGlite): () => ConnectionUse {
  return () => ({ driver: 'pglite', open: !client.closed });
}

export interface DatabaseOptions {
  /** postgres://... — when given, node-postgres is used; otherwise the embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' keeps everything in memory. */
  dataDir?: string;
  /** PGlite: a new data folder starts as a copy of this dump (dumpDataDir) of another one. */
  dump?: Blob;
  /** Tests only: called with each statement drizzle sends (the query budgets count them). */
  onStatement?: StatementListener;
}

export type StatementListener = (text: string) => void;

/** drizzle's logger sees every statement of both drivers, inside transactions too. */
function drizzleConfig(onStatement: StatementListener | undefined) {
  return onStatement
    ? { schema, logger: { logQuery: (text: string) => onStatement(text) } }
    : { schema };
}

const defaultPgliteDataDir = fileURLToPath(new URL('../../../.data/pglite', import.meta.url));

/**
 * Settings of every session the shop opens, on either driver, so no read spends a statement
 * setting them:
 * - jit off: listings, facet counts and the shop's other reads are short queries whose
 *   estimated cost still passes jit_above_cost, and compiling them takes far longer than
 *   running them (on the 10,000-product catalogue a facet count took 1.4 s with JIT, 0.18 s
 *   without);
 * - pg_trgm.word_similarity_threshold 0.5: the default 0.6 misses one-letter typos ('mampra')
 *   in the product search. Set before pg_trgm is loaded, PostgreSQL keeps it as a placeholder
 *   that the extension takes up.
 */
const sessionSettings = { jit: 'off', 'pg_trgm.word_similarity_threshold': '0.5' };

/** The settings as postgres command-line options: ['-c', 'name=value', ...]. */
const sessionOptions = Object.entries(sessionSettings).flatMap(([name, value]) => [
  '-c',
  `${name}=${value}`,
]);

/**
 * The URL with the session settings in its `options` parameter (node-postgres sends it in the
 * startup packet; a connection string's parameters win over the pool's config). Options the
 * URL already carries come after ours, so a deployment can still override them.
 */
function withSessionSettings(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const own = url.searchParams.get('options');
  url.searchParams.set('options', [...sessionOptions, ...(own ? [own] : [])].join(' '));
  return url.toString();
}

const pgliteOptions = {
  extensions: { pg_trgm, unaccent },
  startParams: [...PGlite.defaultStartParams, ...sessionOptions],
};

/** Longest wait for a PostgreSQL connection, new or free in the pool. */
const connectionTimeoutMs = 10_000;

/** Like psql, a URL without a user name connects as the operating-system user. */
export function withUser(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (!url.username) url.username = process.env.PGUSER ?? process.env.USER ?? userInfo().username;
  return url.toString();
}

export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    const pool = new PostgresPool({
      connectionString: withSessionSettings(withUser(options.databaseUrl)),
      // A server that does not answer fails the request (503) instead of holding it forever.
      connectionTimeoutMillis: connectionTimeoutMs,
    });
    return {
      db: drizzleNodePostgres(pool, drizzleConfig(options.onStatement)),
      driver: 'postgres',
      connectionUse: () => ({
        driver: 'postgres',
        inUse: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? defaultPgliteDataDir;
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk) mkdirSync(dataDir, { recursive: true });
  const unlock = onDisk ? lockDataFolder(dataDir) : () => {};
  const client = await PGlite.create(dataDir, {
    ...pgliteOptions,
    loadDataDir: options.dump,
  }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  return {
    db: drizzlePglite(client, drizzleConfig(options.onStatement)),
    driver: 'pglite',
    connectionUse: pgliteUse(client),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/** An in-memory PGlite, empty or started from a dump of another one (test templates). */
export async function createMemoryPglite(
  dump?: Blob,
  onStatement?: StatementListener,
): Promise<DatabaseConnection & { dump(): Promise<Blob> }> {
  const client = await PGlite.create('memory://', { ...pgliteOptions, loadDataDir: dump });
  return {
    db: drizzlePglite(client, drizzleConfig(onStatement)),
    driver: 'pglite',
    connectionUse: pgliteUse(client),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
  };
}
