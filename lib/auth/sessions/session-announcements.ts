import pg from "pg";
import { beforeDbClose, getSql } from "@/lib/db";
import { parseDatabaseUrl } from "@/lib/db/parse-database-url";
import { getEnv } from "@/lib/env";

// Processes that keep sessions in memory (the app, the standalone API server, each instance) learn through
// PostgreSQL when a session must be looked up again: whoever revokes it announces it (NOTIFY) and every process
// listens on one connection of its own. A process that is not listening cannot know what it missed, so it keeps
// nothing (session-cache.ts asks isListening()). The embedded database has one process and needs none of this.

const CHANNEL = "wellness_session_changed";
/** The payload that stands for every session (a password change ends all of a user's sessions). */
export const ALL_SESSIONS = "*";
const RETRY_MS = 1_000;

type Listener = {
  status: "off" | "connecting" | "listening";
  client?: pg.Client;
  /** After a lost connection, when to try again (a time, not a timer: nothing may run after the database closed). */
  retryAt?: number;
  closesWithDb?: boolean;
  onAnnouncement?: (payload: string) => void;
};

// On globalThis for the same reason as the cache: one listener per process, however many bundles Next made.
const globalForListener = globalThis as typeof globalThis & { __wellnessSessionListener?: Listener };
const listener: Listener = (globalForListener.__wellnessSessionListener ??= { status: "off" });

export function announcementsNeeded(): boolean {
  return Boolean(getEnv().DATABASE_URL);
}

/**
 * True while this process hears every announcement. The first call starts listening (in the background; false
 * until it is): `onAnnouncement` gets each session id announced, or ALL_SESSIONS, and ALL_SESSIONS whenever
 * listening starts again after a gap.
 */
export function isListening(onAnnouncement: (payload: string) => void): boolean {
  listener.onAnnouncement = onAnnouncement;
  if (listener.status === "off" && Date.now() >= (listener.retryAt ?? 0)) void listen();
  return listener.status === "listening";
}

/** Tells every other process (this one forgets by itself). Resolves once PostgreSQL has taken the announcement. */
export async function announceSessionChange(payload: string): Promise<void> {
  if (!announcementsNeeded()) return;
  const sql = await getSql();
  await sql.query("SELECT pg_notify($1, $2)", [CHANNEL, payload]);
}

async function listen(): Promise<void> {
  listener.status = "connecting";
  // Stopped with the database, even half-connected: a client left behind would act on this state after closing.
  if (!listener.closesWithDb) beforeDbClose(stopListening);
  listener.closesWithDb = true;
  const client = new pg.Client({ connectionString: parseDatabaseUrl(getEnv().DATABASE_URL!).connectionString, keepAlive: true });
  listener.client = client;
  const lost = () => {
    if (listener.client !== client) return;
    listener.client = undefined;
    listener.status = "off";
    listener.onAnnouncement?.(ALL_SESSIONS);
    void client.end().catch(() => {});
    listener.retryAt = Date.now() + RETRY_MS;
  };
  client.on("error", lost);
  client.on("end", lost);
  client.on("notification", (message) => {
    if (message.channel === CHANNEL) listener.onAnnouncement?.(message.payload ?? ALL_SESSIONS);
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    if (listener.client !== client) return;
    listener.status = "listening";
    listener.onAnnouncement?.(ALL_SESSIONS); // nothing cached before now can be trusted
  } catch {
    lost();
  }
}

async function stopListening(): Promise<void> {
  const client = listener.client;
  listener.client = undefined;
  listener.status = "off";
  listener.closesWithDb = false;
  listener.retryAt = undefined;
  // Its late events (the end of the connection) must not touch the state of a process that closed its database.
  client?.removeAllListeners();
  client?.on("error", () => {});
  await client?.end().catch(() => {});
}
