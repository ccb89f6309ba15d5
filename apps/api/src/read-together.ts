import { Column, is, SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './database.ts';

/*
 * Several selects answered by one statement (issue 18's query budgets): each query runs as a
 * subquery whose rows come back as one JSON array, and each row is decoded with the column
 * decoders drizzle would apply, so callers get what awaiting the query would give. Only for
 * selects of JSON-native values (integers, text, booleans, arrays of them): a timestamp or a
 * numeric would come back in JSON's spelling, and an sql`` field is taken as JSON answers it.
 * The statement is prepared: one such statement is large, and PostgreSQL took ten times longer
 * to plan it than to run it (the cart's pricing read, src/cart/README.md).
 */

/** A select drizzle can run, with the selection its rows are built from. */
interface ReadableQuery<Row> extends PromiseLike<Row[]> {
  getSQL(): SQL;
  readonly _: { readonly selectedFields: unknown };
}

type Rows<Queries> = {
  [Name in keyof Queries]: Queries[Name] extends PromiseLike<infer Result> ? Result : never;
};

function isSelection(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * One row, given its values in select order (`row(t.*)` names them f1, f2, ...). A nested
 * object whose values are all null is null, as drizzle answers for a left-joined table that
 * found no row (the inner-joined objects read here all have a non-null id).
 */
function decodeRow(selection: Record<string, unknown>, values: unknown[], next: { index: number }) {
  const row: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(selection)) {
    if (is(field, Column) || is(field, SQL)) {
      const value = values[next.index];
      next.index += 1;
      if (value === null || value === undefined) row[name] = null;
      else row[name] = is(field, Column) ? field.mapFromDriverValue(value) : value;
    } else if (isSelection(field)) {
      const nested = decodeRow(field, values, next);
      row[name] = Object.values(nested).every((value) => value === null) ? null : nested;
    } else throw new Error(`cannot read the field ${name} of a query read together`);
  }
  return row;
}

/** The rows each of `queries` answers, from one statement. */
export async function readTogether<Queries extends Record<string, ReadableQuery<unknown>>>(
  db: Db,
  queries: Queries,
): Promise<Rows<Queries>> {
  const names = Object.keys(queries);
  // json_agg takes a subquery's rows in its order by, so each list keeps the query's order.
  const columns = names.map(
    (name) =>
      sql`(select coalesce(json_agg(row(t.*)), '[]') from (${queries[name]?.getSQL()}) as t)`,
  );
  const [answer] = await db
    .select({ lists: sql<unknown[][]>`json_build_array(${sql.join(columns, sql`, `)})` })
    .from(sql`(values (1)) as one`)
    .prepare('read-together')
    .execute();
  if (!answer) throw new Error('no answer from a query read together');
  // node-postgres and PGlite both parse json columns.
  const lists = answer.lists;
  return Object.fromEntries(
    names.map((name, position) => {
      const selection = queries[name]?._.selectedFields;
      const rows = lists[position] ?? [];
      if (!isSelection(selection)) throw new Error(`query ${name} has no selection`);
      return [
        name,
        rows.map((row) =>
          decodeRow(selection, Object.values(row as Record<string, unknown>), { index: 0 }),
        ),
      ];
    }),
  ) as Rows<Queries>;
}

/** What `inArray` takes: a copy of the ids, or the subquery that selects them in the statement. */
export function idsOrSubquery(ids: readonly number[] | SQLWrapper): number[] | SQLWrapper {
  return 'getSQL' in ids ? ids : [...ids];
}
