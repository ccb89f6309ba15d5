import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseConnection } from './client.ts';
import type * as schema from './schema/index.ts';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Applies the committed migrations that have not run yet (drizzle's journal table makes a
 * second run a no-op). Run from code because drizzle-kit's CLI exits silently on PGlite when a
 * migration creates an extension.
 */
export async function migrate(database: DatabaseConnection): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as PgliteDatabase<typeof schema>, { migrationsFolder });
  } else {
    await migrateNodePostgres(database.db as NodePgDatabase<typeof schema>, { migrationsFolder });
  }
}
