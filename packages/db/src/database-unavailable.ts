import { DrizzleQueryError } from 'drizzle-orm/errors';

/** The database could not be reached: no connection could be opened. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';

  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/**
 * SQLSTATEs of a server that dropped or refused the connection rather than the statement:
 * class 08 (connection exception), 57P01-57P03 (shut down, crashed, starting up) and 53300
 * (too many connections).
 */
const lostConnectionStates = /^(08...|57P0[123]|53300)$/;

/** Socket failures under a query: the server is gone or unreachable. */
const socketErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres's own errors for a connection that ended under a query (it gives them no
 * code): 'Connection terminated unexpectedly', '... is not queryable' for the next statement
 * on that client, a connection attempt that timed out.
 */
const lostConnectionMessages =
  /^Connection terminated|is not queryable$|^timeout exceeded when trying to connect$/;

function lostConnection(error: Error): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  return (
    lostConnectionStates.test(code) ||
    socketErrorCodes.has(code) ||
    lostConnectionMessages.test(error.message)
  );
}

/**
 * Whether a request failed because the database was out of reach (a restart, a failover, a
 * dropped connection) rather than because of the request: worth a 503 and a retry, not a
 * 500. A statement the server refused (a constraint, a syntax error) is not. Only errors of
 * a database call count: drizzle wraps each failed statement in a DrizzleQueryError, and the
 * pool raises DatabaseUnavailableError when it cannot connect.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let underQuery = false;
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth += 1) {
    if (current instanceof DatabaseUnavailableError) return true;
    if (current instanceof DrizzleQueryError) underQuery = true;
    else if (underQuery && lostConnection(current)) return true;
    current = current.cause;
  }
  return false;
}
