// Errors that mean "the database cannot be reached right now" (restarting, failing over, out of connections), as
// opposed to a bug or a bad query: they become a 503 with Retry-After, since the same request will work once it is
// back. Prisma wraps the driver's error; the checks walk the chain of causes.

// Prisma: can't reach, timed out, closed, too many connections, no pooled connection in time.
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);
// Node's socket errors, as pg reports them.
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH"]);
// PostgreSQL: shutting down, crashed, starting up, too many connections (class 08 is every connection exception).
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
// The driver adapter's kinds for the same (Prisma's DriverAdapterError).
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
// pg's own errors without a code.
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Can't reach database server|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery mode)|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current !== "object" || current === null || seen.has(current)) continue;
    seen.add(current);
    const { code, kind, message, originalCode } = current as Record<string, unknown>;
    if (typeof code === "string" && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || isConnectionSqlState(code))) {
      return true;
    }
    if (typeof originalCode === "string" && (SOCKET_CODES.has(originalCode) || isConnectionSqlState(originalCode))) {
      return true;
    }
    if (typeof kind === "string" && ADAPTER_KINDS.has(kind)) return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
    const record = current as { cause?: unknown; originalError?: unknown; meta?: { driverAdapterError?: unknown } };
    pending.push(record.cause, record.originalError, record.meta?.driverAdapterError);
  }
  return false;
}

function isConnectionSqlState(code: string): boolean {
  return SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code);
}
