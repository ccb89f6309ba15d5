import { creditNoteCounters, invoiceCounters } from '@shop/db';
import type { StoreCode } from '@shop/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../database.ts';

/** The gapless series a store numbers its accounting documents in: invoices and credit notes. */
const seriesCounters = { invoice: invoiceCounters, creditNote: creditNoteCounters } as const;

/**
 * The store's next number in `series`, inside the caller's transaction. One upsert: its row lock
 * holds other issuers of the same store until this transaction ends, and a rolled back issue
 * gives its number back, so the series has no gaps; two first issuers race safely (the loser
 * waits for the winner's row, then increments it).
 */
export async function nextInSeries(
  tx: Db,
  series: keyof typeof seriesCounters,
  store: StoreCode,
): Promise<number> {
  const counters = seriesCounters[series];
  const [counter] = await tx
    .insert(counters)
    .values({ storeCode: store, lastNumber: 1 })
    .onConflictDoUpdate({
      target: counters.storeCode,
      set: { lastNumber: sql`${counters.lastNumber} + 1` },
    })
    .returning({ lastNumber: counters.lastNumber });
  if (!counter) throw new Error(`No ${series} counter for ${store}`);
  return counter.lastNumber;
}
