import type { Db } from '../database.ts';

/** What every route plugin receives from buildApp. */
export type RouteOptions = { db: Db };
