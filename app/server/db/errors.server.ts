/**
 * Recognising database errors across both drivers (pg and PGlite report the
 * PostgreSQL SQLSTATE as `code`; Drizzle wraps them, with the original as `cause`).
 */
import { DATABASE_ERROR_TEXT } from "~/content/admin/errors";

type PgLikeError = { code?: string; constraint?: string; message?: string; cause?: unknown };

function* chain(error: unknown): Generator<PgLikeError> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    yield current as PgLikeError;
    current = (current as PgLikeError).cause;
  }
}

/** A unique-constraint violation (23505), optionally of one named constraint/index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const e of chain(error)) {
    if (e.code === "23505") {
      if (!constraint) return true;
      return e.constraint === constraint || (e.message ?? "").includes(constraint);
    }
  }
  return false;
}

/** A check-constraint (23514) or invalid text representation (22P02) error: bad data reached the database. */
export function isDataError(error: unknown): boolean {
  for (const e of chain(error)) {
    if (e.code === "23514" || e.code === "22P02" || e.code === "22001" || e.code === "22021") return true;
  }
  return false;
}

/**
 * The words for a failure shown to staff (e.g. "Error loading case studies:
 * ..."): plain words only. The database's own message names tables and
 * constraints and echoes what was sent (`?kind=%00` came back as "invalid byte
 * sequence for encoding UTF8: 0x00"); the caller logs it for the operator
 * (kernel/answers.server.ts `failureMessage`).
 */
export function errorMessageOf(error: unknown): string {
  return isDataError(error) ? DATABASE_ERROR_TEXT.refusedValues : DATABASE_ERROR_TEXT.failed;
}

/**
 * True for a failure of the database (a query error with a SQLSTATE, or the
 * connection refused), as opposed to a bug: the spec has a message for each.
 */
export function isDatabaseFailure(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    const e = current as { name?: string; code?: unknown; cause?: unknown };
    if (e.name === "DrizzleQueryError" || typeof e.code === "string") return true;
    current = e.cause;
  }
  return false;
}
