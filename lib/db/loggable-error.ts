import { DrizzleQueryError } from "drizzle-orm";

/**
 * An error as the server log may show it (docs/architecture.md 'Route handlers'). A database error is logged by
 * its SQLSTATE code and the server's own message with our stack frames, never its SQL or parameters: drizzle's
 * DrizzleQueryError writes both into its message, and postgres.js's PostgresError carries them as `query` and
 * `parameters` (and may quote a value in `detail`), which hold users' CVs and letters. Anything else: its stack.
 */
export function loggableError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (!isDatabaseError(error)) return error.stack ?? error.message;
  return [loggableMessage(error), ...stackFrames(error)].join("\n");
}

/** The same in one line, without the stack. */
export function loggableMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const database = databaseCause(error);
  if (database) return `database error ${database.code}: ${database.message}`;
  return isFailedQuery(error) ? "database query failed" : error.message;
}

function isDatabaseError(error: Error): boolean {
  return isFailedQuery(error) || databaseCause(error) !== null;
}

/** drizzle's wrapper (by shape too, should a second copy of drizzle be loaded). */
function isFailedQuery(error: Error): boolean {
  return error instanceof DrizzleQueryError || ("query" in error && "params" in error);
}

type DatabaseError = { code: string; message: string };

/** The SQLSTATE (or postgres.js connection code, e.g. CONNECTION_CLOSED) behind an error, if a database failed. */
export function databaseErrorCode(error: unknown): string | null {
  return error instanceof Error ? (databaseCause(error)?.code ?? null) : null;
}

/** A postgres.js error (from the server, or the connection's own such as CONNECTION_CLOSED) in the cause chain. */
function databaseCause(error: Error): DatabaseError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    const fromPostgres = current.name === "PostgresError" || "parameters" in current || "query" in current;
    if (fromPostgres && typeof code === "string") return { code, message: current.message };
    current = current.cause;
  }
  return null;
}

/** The "at …" lines after the message (the message may itself hold lines that look like frames). */
function stackFrames(error: Error): string[] {
  const head = `${error.name}: ${error.message}`;
  const stack = error.stack ?? "";
  if (!stack.startsWith(head)) return [];
  return stack
    .slice(head.length)
    .split("\n")
    .filter((line) => /^\s+at /.test(line));
}
