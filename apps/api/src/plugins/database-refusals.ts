import { ApiError } from './api-error.ts';

/**
 * SQLSTATE codes with which PostgreSQL (and PGlite) refuse a value the caller sent: class 22,
 * data exceptions (a number out of range, text it cannot store or parse, a bad date), a foreign
 * key naming nothing (23503), a duplicate (23505), a check constraint (23514).
 */
const refusedValue = /^22[0-9A-Z]{3}$|^235(03|05|14)$/;
const uniqueViolation = '23505';

function sqlState(error: unknown): string | undefined {
  // drizzle wraps the driver's error in `cause`; our own code may wrap it once more.
  for (let current = error, depth = 0; depth < 4; depth += 1) {
    if (typeof current !== 'object' || current === null) return undefined;
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

/**
 * The caller's mistake behind a database error, or undefined for a fault of the shop. Only a
 * safety net: request schemas and the storable-text check refuse such input before any query,
 * and the transaction it broke has rolled back, so nothing changed.
 */
export function databaseRefusal(error: unknown): ApiError | undefined {
  const code = sqlState(error);
  if (code === undefined || !refusedValue.test(code)) return undefined;
  return ApiError.badRequest(
    undefined,
    code === uniqueViolation ? 'api.alreadyExists' : 'api.malformedRequest',
  );
}
