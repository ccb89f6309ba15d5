import path from 'node:path';
import { createDatabase } from '@shop/db';

/** The PGlite folder the api opens inside its DATA_DIR (apps/api/src/server.ts). */
export const pgliteFolder = 'pglite';

/** Opens the database the shop's api opens, from the same environment. */
export function openShopDatabase() {
  const dataDir = process.env.DATA_DIR;
  return createDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: dataDir === undefined ? undefined : path.join(dataDir, pgliteFolder),
  });
}
