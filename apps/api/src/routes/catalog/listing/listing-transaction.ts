import { sql } from 'drizzle-orm';
import type { Db } from '../../../database.ts';

/**
 * Listing and search reads run in one transaction with two settings of their own
 * (`set_config(..., true)` ends with it):
 * - jit off: facet counts and filtered pages are short queries whose estimated cost still passes
 *   jit_above_cost, and compiling them takes far longer than running them (on the 10,000-product
 *   catalogue: 1.4 s with JIT, 0.18 s without; see README.md);
 * - pg_trgm.word_similarity_threshold 0.5: the default 0.6 misses one-letter typos ('mampra').
 */
export function readListing<Result>(
  db: Db,
  read: (reader: Db) => Promise<Result>,
): Promise<Result> {
  return db.transaction(async (transaction) => {
    await transaction.execute(
      sql`select set_config('jit', 'off', true), set_config('pg_trgm.word_similarity_threshold', '0.5', true)`,
    );
    return read(transaction);
  });
}
