/** Whether a driver error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}

/** Whether a driver error is a foreign-key violation (SQLite or PostgreSQL): the row referred to is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_FOREIGNKEY" || code === "23503";
}

/**
 * Whether a driver error is transient (busy, locked, lost connection, serialization): the client may
 * retry it, so it answers 90001 rather than 500.
 */
export function isTransientDatabaseError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return false;
  return (
    code === "SQLITE_BUSY" ||
    code === "SQLITE_LOCKED" ||
    code === "SQLITE_IOERR" ||
    code === "ECONNREFUSED" ||
    code === "ECONNRESET" ||
    code === "ETIMEDOUT" ||
    code === "57P01" ||
    code === "40001" ||
    code === "40P01" ||
    code.startsWith("08")
  );
}
