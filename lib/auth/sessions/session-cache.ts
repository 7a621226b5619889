// A few seconds of in-process memory for session look-ups: every GraphQL request and signed-in page checks its
// session, and most arrive in bursts. Revocation in this process forgets the entry at once; other instances see it
// within the TTL.
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

type Entry<T> = { value: T; storedAt: number };
// On globalThis: Next bundles route handlers and pages separately, and each bundle would otherwise get its own
// module instance - a revocation through the API must be seen by page renders in the same process at once.
const globalForSessions = globalThis as typeof globalThis & { __wellnessSessionCache?: Map<string, Entry<unknown>> };
const entries = (globalForSessions.__wellnessSessionCache ??= new Map<string, Entry<unknown>>());

export function readCachedSession<T>(sessionId: string): T | undefined {
  const entry = entries.get(sessionId);
  if (!entry) return undefined;
  if (Date.now() - entry.storedAt > TTL_MS) {
    entries.delete(sessionId);
    return undefined;
  }
  return entry.value as T;
}

export function cacheSession<T>(sessionId: string, value: T): void {
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(sessionId, { value, storedAt: Date.now() });
}

export function forgetCachedSession(sessionId: string): void {
  entries.delete(sessionId);
}

export function forgetAllCachedSessions(): void {
  entries.clear();
}
