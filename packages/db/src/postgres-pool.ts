import { createHash } from 'node:crypto';
import pg from 'pg';
import { DatabaseUnavailableError } from './database-unavailable.ts';

type Release = pg.PoolClient['release'];

/** The connection error of each lent client, from the moment it is lent until it is back. */
const connectionErrors = new WeakMap<pg.ClientBase, Error>();

function rememberConnectionError(this: pg.ClientBase, error: Error) {
  connectionErrors.set(this, error);
}

/**
 * A client lent out by `connect()` (drizzle's transactions) goes back to the pool as soon as
 * its connection breaks, as pg-pool's own `query()` does for the clients it lends itself:
 * drizzle never releases the client when a transaction's `begin` fails, so each connection
 * lost there would shrink the pool until every request waited forever. Released with the
 * error, the pool discards the client and opens a new one for the next request; the
 * borrower's own release later changes nothing.
 */
function returnedOnConnectionLoss(client: pg.PoolClient): pg.PoolClient {
  const releaseToPool: Release = client.release;
  let released = false;
  const release: Release = (error) => {
    if (released) return;
    released = true;
    client.removeListener('error', release);
    releaseToPool(error);
  };
  client.release = release;
  // The connection may have broken between lending and this promise's turn.
  const lost = connectionErrors.get(client);
  if (lost) release(lost);
  else client.on('error', release);
  return client;
}

/** A prepared statement's name: the caller's, then a digest of the text it names. */
function statementName(name: string, text: string): string {
  return `${name}:${createHash('sha1').update(text).digest('base64url')}`;
}

/**
 * A statement drizzle prepares (`query.prepare(name)`) runs as a named PostgreSQL prepared
 * statement: parsed and planned once per connection, then only bound and executed, with no
 * text sent. Its name is made unique to its text, so a query whose SQL varies in shape (an `in`
 * list's length, an optional condition) gets one prepared statement per shape: node-postgres
 * refuses a name reused for another text, and a caller could not keep track of every shape.
 */
function preparingByText(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    if (typeof config === 'object' && config !== null && !('submit' in config)) {
      const { name, text } = config as pg.QueryConfig;
      if (name !== undefined) return query({ ...config, name: statementName(name, text) }, ...rest);
    }
    return query(config, ...rest);
  }) as typeof client.query;
}

/**
 * node-postgres's pool, surviving lost connections (a database restart, a failover,
 * pg_terminate_backend). node-postgres emits 'error' on a client whose connection the server
 * ended; pg-pool listens on idle clients only, and on a lent client the unhandled event would
 * end the whole process. So every lent client has a listener from the moment it is lent
 * (synchronously: the same network read that frees a client for the next borrower may carry
 * its connection's end), an idle client's error is logged (the pool has already dropped it),
 * and a failed connection attempt is a DatabaseUnavailableError, which the api answers with
 * 503.
 */
export class PostgresPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super(config);
    this.on('connect', preparingByText);
    this.on('error', (error) => console.error(`postgres: idle connection lost: ${error.message}`));
    this.on('acquire', (client) => client.on('error', rememberConnectionError));
    this.on('release', (_error, client) => {
      client.removeListener('error', rememberConnectionError);
      connectionErrors.delete(client);
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]) {
    // The callback form is pg-pool's own query(), which releases its clients on error itself.
    if (callback) return super.connect(callback);
    return super.connect().then(returnedOnConnectionLoss, (error: unknown) => {
      throw new DatabaseUnavailableError(error);
    });
  }
}
