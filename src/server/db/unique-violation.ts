/** SQLite's extended code for a UNIQUE constraint, and PostgreSQL's unique_violation. */
const SQLITE_CONSTRAINT_UNIQUE = 2067;
const POSTGRES_UNIQUE_VIOLATION = '23505';

/**
 * Whether an error is a write refused by a unique index: two writes that each checked first and
 * then raced for the same value (a unit's reference in its building). The request, not the code,
 * is then wrong.
 */
export function isUniqueViolation(error: unknown): boolean {
  const { code, errcode, cause } = (error ?? {}) as { code?: unknown; errcode?: unknown; cause?: unknown };
  if (errcode === SQLITE_CONSTRAINT_UNIQUE || code === POSTGRES_UNIQUE_VIOLATION) return true;
  return cause !== undefined && cause !== error && isUniqueViolation(cause);
}
