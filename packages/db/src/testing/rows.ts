/**
 * The rows of a `db.execute` result. Both drivers answer `{ rows }`, but the shared Database
 * type cannot say so, hence the check.
 */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (
    typeof result === 'object' &&
    result !== null &&
    'rows' in result &&
    Array.isArray(result.rows)
  ) {
    return result.rows;
  }
  throw new Error('Unexpected query result shape');
}
