import pg from 'pg';

type QueryMethod = (this: pg.Client, ...args: unknown[]) => unknown;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'then' in value &&
    typeof value.then === 'function'
  );
}

/** The start of the statement, whichever form `client.query` was given it in. */
function statementText(first: unknown): string {
  const text =
    typeof first === 'object' && first !== null && 'text' in first
      ? String(first.text)
      : String(first);
  return text.slice(0, 200);
}

/**
 * Watches every node-postgres client of this process for a query sent while another query of
 * the same client is still running, as a Promise.all over one transaction's queries does: pg
 * queues it, prints "Calling client.query() when the client is already executing a query is
 * deprecated" (once per process, so a warning listener would miss all but the first) and pg@9
 * will refuse it. `overlapping` lists the statements sent that way until `stop()`.
 */
export function watchOverlappingQueries(): { overlapping: string[]; stop(): void } {
  const overlapping: string[] = [];
  const running = new WeakMap<pg.Client, number>();
  // The prototype's overloads cannot be restated one by one: the wrapper passes its
  // arguments through untouched.
  const prototype = pg.Client.prototype as unknown as { query: QueryMethod };
  const query = prototype.query;
  prototype.query = function watchedQuery(this: pg.Client, ...args: unknown[]) {
    const before = running.get(this) ?? 0;
    if (before > 0) overlapping.push(statementText(args[0]));
    running.set(this, before + 1);
    const done = () => running.set(this, (running.get(this) ?? 1) - 1);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        done();
        return callback(...answer);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (isThenable(result)) result.then(done, done);
    else done();
    return result;
  };
  return {
    overlapping,
    stop: () => {
      prototype.query = query;
    },
  };
}
