import { createHash } from 'node:crypto';
import { translate, type Locale, type MessageKey, type MessageParams } from '@shop/i18n';
import type {
  SheetImportAnswer,
  SheetImportInput,
  SheetImportRow,
} from '../../contracts/staff-catalogue-sheets.ts';
import type { Db } from '../../database.ts';
import { products } from '@shop/db';
import { asc, inArray } from 'drizzle-orm';
import { ApiError } from '../../plugins/api-error.ts';

/**
 * The products a file names, by reference. With `lock` their rows stay locked until the
 * transaction ends, so no staff member edits them between the check and the write.
 */
export async function productIdsByRef(
  db: Db,
  refs: readonly string[],
  lock: boolean,
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  const unique = [...new Set(refs)];
  for (let start = 0; start < unique.length; start += 1000) {
    const query = db
      .select({ id: products.id, ref: products.ref })
      .from(products)
      .where(inArray(products.ref, unique.slice(start, start + 1000)))
      .orderBy(asc(products.id));
    for (const row of await (lock ? query.for('update') : query)) found.set(row.ref, row.id);
  }
  return found;
}

/** What a plan of a file gives: every row's outcome and what applying it writes. */
export interface PlannedSheet<Write> {
  rows: SheetImportRow[];
  writes: Write[];
}

/** The refusals of one row, worded in the staff member's language as they are found. */
export class RowRefusals {
  readonly list: SheetImportRow['refusals'] = [];

  constructor(private readonly locale: Locale) {}

  add(column: string | null, messageKey: MessageKey, params: MessageParams = {}): void {
    this.list.push({ column, message: translate(this.locale, messageKey, params) });
  }

  get any(): boolean {
    return this.list.length > 0;
  }
}

/**
 * What ties an apply to its dry run: a hash of every row's outcome and of the values it moves
 * from and to (not of the words, so the language does not matter). Data that moved since the
 * dry run gives other "before" values or another outcome, hence another token.
 */
function tokenOf(sheet: string, rows: readonly SheetImportRow[]): string {
  const facts = rows.map((row) => [
    row.line,
    row.ref,
    row.variant_ref,
    row.store,
    row.status,
    row.changes.map((change) => [change.column, change.before, change.after]),
    row.refusals.map((refusal) => refusal.column),
  ]);
  return createHash('sha256')
    .update(JSON.stringify([sheet, facts]))
    .digest('hex');
}

function answerOf(sheet: string, rows: SheetImportRow[], applied: boolean): SheetImportAnswer {
  const counts = { unchanged: 0, changed: 0, new: 0, refused: 0 };
  for (const row of rows) counts[row.status] += 1;
  return { applied, token: tokenOf(sheet, rows), counts, rows };
}

/**
 * A dry run plans the file and answers; an apply plans it again inside one transaction (the
 * plan locks what it reads), refuses when the token differs from the dry run's (409) or when
 * any row is refused, and writes every row or, on any error, none.
 */
export async function importSheet<Write>(
  db: Db,
  sheet: 'products' | 'prices',
  input: SheetImportInput,
  plan: (db: Db, lock: boolean) => Promise<PlannedSheet<Write>>,
  write: (tx: Db, writes: Write[], token: string) => Promise<void>,
): Promise<SheetImportAnswer> {
  if (input.dry_run) {
    const planned = await plan(db, false);
    return answerOf(sheet, planned.rows, false);
  }
  const { token } = input;
  if (token === undefined) throw ApiError.badRequest('token', 'catalogueSheetsApi.tokenRequired');
  return db.transaction(async (tx) => {
    const planned = await plan(tx, true);
    const answer = answerOf(sheet, planned.rows, true);
    if (answer.token !== token)
      throw new ApiError(409, 'catalogueSheetsApi.stale', {}, undefined, 'import_stale');
    if (answer.counts.refused > 0)
      throw ApiError.badRequest(undefined, 'catalogueSheetsApi.hasRefusals', {
        count: answer.counts.refused,
      });
    if (planned.writes.length > 0) await write(tx, planned.writes, token);
    return answer;
  });
}
