import {
  ALL_SESSIONS,
  announceSessionChange,
  announcementsNeeded,
  isListening,
} from "@/lib/auth/sessions/session-announcements";
import { logger } from "@/lib/log/logger";

// A few seconds of in-process memory for session look-ups: every GraphQL request and signed-in page checks its
// session, and most arrive in bursts. A revocation (or a change to what a session may do) reaches every process at
// once: this one forgets its entry, and the others hear it through PostgreSQL (session-announcements.ts); a process
// that is not listening keeps nothing. What no one announces (a plan permission changed by another path) is seen
// within the TTL.
const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

type Entry<T> = { value: T; storedAt: number };
type Cache = { entries: Map<string, Entry<unknown>>; generation: number };
// On globalThis: Next bundles route handlers and pages separately, and each bundle would otherwise get its own
// module instance - a revocation through the API must be seen by page renders in the same process at once.
const globalForSessions = globalThis as typeof globalThis & { __wellnessSessionCache?: Cache };
const cache = (globalForSessions.__wellnessSessionCache ??= { entries: new Map(), generation: 0 });

function forgetHere(payload: string): void {
  cache.generation += 1;
  if (payload === ALL_SESSIONS) cache.entries.clear();
  else cache.entries.delete(payload);
}

function isCoherent(): boolean {
  return !announcementsNeeded() || isListening(forgetHere);
}

export function readCachedSession<T>(sessionId: string): T | undefined {
  if (!isCoherent()) return undefined;
  const entry = cache.entries.get(sessionId);
  if (!entry) return undefined;
  if (Date.now() - entry.storedAt > TTL_MS) {
    cache.entries.delete(sessionId);
    return undefined;
  }
  return entry.value as T;
}

/**
 * Marks the start of a look-up whose result may be cached: an announcement heard while the database answers
 * means the answer may already be stale, and cacheSession() then drops it.
 */
export function sessionCacheGeneration(): number {
  return cache.generation;
}

export function cacheSession<T>(sessionId: string, value: T, generation: number): void {
  if (generation !== cache.generation || !isCoherent()) return;
  if (cache.entries.size >= MAX_ENTRIES) cache.entries.clear();
  cache.entries.set(sessionId, { value, storedAt: Date.now() });
}

/** This process only: the session was found dead, and no other process can be holding it as alive for long. */
export function dropCachedSession(sessionId: string): void {
  cache.entries.delete(sessionId);
}

/** Forgets a session here at once and in every other process as soon as PostgreSQL passes the word on. */
export function forgetCachedSession(sessionId: string): Promise<void> {
  forgetHere(sessionId);
  return announce(sessionId);
}

/** As forgetCachedSession, for every session (e.g. all of a user's sessions ended at once). */
export function forgetAllCachedSessions(): Promise<void> {
  forgetHere(ALL_SESSIONS);
  return announce(ALL_SESSIONS);
}

// A failed announcement leaves the other processes on their cached entry until the TTL: worth a warning, not a
// failed sign-out.
async function announce(payload: string): Promise<void> {
  try {
    await announceSessionChange(payload);
  } catch (error) {
    logger.warn({ err: error }, "could not announce a session change to the other processes");
  }
}
