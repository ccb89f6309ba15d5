import type { createDatabase } from '@shop/db';

/** The handle the api is built on: drizzle `db`, the driver's name, and `close`. */
export type Database = Awaited<ReturnType<typeof createDatabase>>;
export type Db = Database['db'];
