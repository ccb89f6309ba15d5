import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  createDatabase,
  createMemoryPglite,
  withUser,
  type DatabaseConnection,
  type StatementListener,
} from './client.ts';
import { migrate } from './migrate.ts';
import { seedDemo } from './seed/index.ts';
import { templateName } from './testing/template-name.ts';

export { watchOverlappingQueries } from './testing/overlapping-queries.ts';

export interface TestDatabaseOptions {
  /** Load the demo shop (both editions) after migrating. */
  seed?: boolean;
  /** Called with each statement the returned connection sends (not the template's). */
  onStatement?: StatementListener;
  /**
   * A PostgreSQL server to use whatever DATABASE_URL says, for tests of what only a server
   * has (connections, a client per transaction).
   */
  serverUrl?: string;
}

/**
 * A private, migrated (and optionally seeded) database for one test file. With DATABASE_URL it
 * is a fresh database on that server, copied from a cached template and dropped on close, so
 * test files never collide even in parallel; otherwise an in-memory PGlite.
 */
export async function openTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<DatabaseConnection> {
  const seed = options.seed ?? false;
  const serverUrl = options.serverUrl ?? process.env.DATABASE_URL;
  if (!serverUrl) return openPgliteTestDatabase(seed, options.onStatement);
  const created = await createPostgresTestDatabase(serverUrl, options);
  const database = await createDatabase({
    databaseUrl: created.url,
    onStatement: options.onStatement,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * The PostgreSQL server of the suite's PostgreSQL run (`npm test` sets DATABASE_URL there from
 * TEST_DATABASE_URL), for tests that need a real server in the PGlite run too.
 */
export function testServerUrl(): string {
  return (
    process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test'
  );
}

export interface PostgresTestDatabase {
  /** postgres://... of this database. */
  url: string;
  /**
   * Ends every connection to this database (pg_terminate_backend, from a connection of its
   * own), as a server restart or failover would; answers how many there were.
   */
  terminateConnections(): Promise<number>;
  /** Drops it, ending whatever connections are still open to it. */
  drop(): Promise<void>;
}

/**
 * A fresh migrated (and optionally seeded) database on the PostgreSQL server at `serverUrl`,
 * whatever DATABASE_URL says: for tests that need a real server, such as one whose api runs
 * as a separate process.
 */
export async function createPostgresTestDatabase(
  serverUrl: string,
  options: TestDatabaseOptions = {},
): Promise<PostgresTestDatabase> {
  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withMaintenanceClient(serverUrl, async (client) => {
    const template = await ensureTemplate(client, serverUrl, options.seed ?? false);
    await client.query(`create database "${name}" template "${template}"`);
  });
  return {
    url: databaseUrlFor(serverUrl, name),
    terminateConnections: () =>
      withMaintenanceClient(serverUrl, async (client) => {
        const ended = await client.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
          [name],
        );
        return ended.rowCount ?? 0;
      }),
    drop: () =>
      withMaintenanceClient(serverUrl, async (client) => {
        await client.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

const pgliteTemplates = fileURLToPath(new URL('../../../.data/test-templates', import.meta.url));

/**
 * PGlite's counterpart of the template database: the first test file dumps its migrated (and
 * seeded) database to .data/test-templates, the next ones start from that dump.
 */
/**
 * A migrated, seeded PGlite data folder at `dataDir`, copied from the test template: for an api
 * that runs as a process of its own on the embedded database, without its first start's seeding.
 */
export async function createPgliteTestDataDir(dataDir: string): Promise<void> {
  const template = await openPgliteTestDatabase(true);
  try {
    const copy = await createDatabase({ dataDir, dump: await template.dump() });
    await copy.close();
  } finally {
    await template.close();
  }
}

async function openPgliteTestDatabase(
  seed: boolean,
  onStatement?: StatementListener,
): Promise<Awaited<ReturnType<typeof createMemoryPglite>>> {
  const template = templateName(seed);
  const file = join(pgliteTemplates, `${template}.tar.gz`);
  if (existsSync(file)) return createMemoryPglite(new Blob([readFileSync(file)]), onStatement);
  const database = await createMemoryPglite();
  await prepare(database, seed);
  const dump = Buffer.from(await (await database.dump()).arrayBuffer());
  mkdirSync(pgliteTemplates, { recursive: true });
  const prefix = template.slice(0, template.lastIndexOf('_') + 1);
  for (const outdated of readdirSync(pgliteTemplates).filter((name) => name.startsWith(prefix))) {
    rmSync(join(pgliteTemplates, outdated), { force: true });
  }
  // Written aside then renamed, so a parallel test file never reads half a dump.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  if (!onStatement) return database;
  // The listener hears the test's statements, not the migration and seed that built the template.
  await database.close();
  return createMemoryPglite(new Blob([dump]), onStatement);
}

async function prepare(database: DatabaseConnection, seed: boolean): Promise<void> {
  await migrate(database);
  if (seed) await seedDemo(database.db);
}

/**
 * Migrating and seeding take seconds; copying a template database takes a fraction of that.
 * The template's name carries a hash of the migrations and seed sources, so a change rebuilds
 * it. The advisory lock makes parallel test files build it once and copy it one at a time
 * (a template cannot be copied while it is being written).
 */
async function ensureTemplate(
  client: pg.Client,
  serverUrl: string,
  seed: boolean,
): Promise<string> {
  const template = templateName(seed);
  await client.query('select pg_advisory_lock(hashtext($1))', ['shop_test_template']);
  const existing = await client.query('select 1 from pg_database where datname = $1', [template]);
  if (existing.rowCount === 0) {
    await dropOutdatedTemplates(client, template);
    const building = `${template}_building`;
    await client.query(`drop database if exists "${building}" with (force)`);
    await client.query(`create database "${building}"`);
    const database = await createDatabase({ databaseUrl: databaseUrlFor(serverUrl, building) });
    try {
      await prepare(database, seed);
    } finally {
      await database.close();
    }
    await client.query(`alter database "${building}" rename to "${template}"`);
  }
  return template;
}

async function dropOutdatedTemplates(client: pg.Client, current: string): Promise<void> {
  const prefix = current.slice(0, current.lastIndexOf('_') + 1);
  const outdated = await client.query<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1) and datname <> $2',
    [prefix, current],
  );
  for (const { datname } of outdated.rows)
    await client.query(`drop database if exists "${datname}" with (force)`);
}

async function withMaintenanceClient<Result>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<Result>,
): Promise<Result> {
  const client = new pg.Client({ connectionString: databaseUrlFor(serverUrl, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrlFor(serverUrl: string, databaseName: string): string {
  const url = new URL(withUser(serverUrl));
  url.pathname = `/${databaseName}`;
  return url.toString();
}
