import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, generateCatalogue, migrate, seedDemo } from '@shop/db';
import { pgliteFolder } from './baselines/shop-database.ts';

export interface PreparedCatalogue {
  /** Environment that points the api (and the baselines) at the prepared database. */
  env: Record<string, string>;
  where: string;
  discard(): Promise<void>;
}

async function fill(options: { databaseUrl?: string; dataDir?: string }, products: number) {
  const database = await createDatabase(options);
  try {
    await migrate(database);
    await seedDemo(database.db);
    await generateCatalogue(database.db, { products });
  } finally {
    await database.close();
  }
}

async function onPglite(products: number): Promise<PreparedCatalogue> {
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
  const dataDir = path.join(folder, 'data');
  // The api opens <DATA_DIR>/pglite; filling DATA_DIR itself left the shop on a fresh demo seed.
  await fill({ dataDir: path.join(dataDir, pgliteFolder) }, products);
  return {
    env: { DATA_DIR: dataDir },
    where: `PGlite ${dataDir}`,
    discard: () => rm(folder, { recursive: true, force: true }),
  };
}

/** BENCH_DATABASE_PREFIX names the scratch database, so runs sharing a server tell theirs apart. */
function scratchDatabaseName(): string {
  const prefix = process.env.BENCH_DATABASE_PREFIX || 'shop_bench';
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(prefix))
    throw new Error(
      `BENCH_DATABASE_PREFIX must be lower-case letters, digits and _, not ${prefix}`,
    );
  return `${prefix}_${Date.now()}`;
}

async function onServer(givenUrl: string, products: number): Promise<PreparedCatalogue> {
  const name = scratchDatabaseName();
  const databaseUrl = new URL(givenUrl);
  // Like psql (and @shop/db): no user name in the URL means the operating-system user.
  databaseUrl.username ||= process.env.PGUSER ?? userInfo().username;
  const serverUrl = databaseUrl.href;
  databaseUrl.pathname = `/${name}`;
  const drop = () => administer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await administer(serverUrl, `CREATE DATABASE ${name}`);
  try {
    await fill({ databaseUrl: databaseUrl.href }, products);
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    env: { DATABASE_URL: databaseUrl.href },
    where: `PostgreSQL database ${name} (dropped afterwards)`,
    discard: drop,
  };
}

async function administer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database holding the demo seed plus a generated catalogue of `products` products. */
export function prepareCatalogue(products: number): Promise<PreparedCatalogue> {
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? onServer(serverUrl, products) : onPglite(products);
}
