/** SQLSTATE unique_violation, raised alike by PostgreSQL and PGlite. */
const uniqueViolationCode = '23505';

/**
 * The database refused a duplicate for `constraint`: a race the check before the write could
 * not see (two requests claiming the same value at once). drizzle wraps the driver's error in
 * `cause`; a driver that does not name the constraint counts as a match.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint: name } = cause as { code?: string; constraint?: string };
  return code === uniqueViolationCode && (name === undefined || name === constraint);
}
