import "server-only";

import { randomUUID } from "node:crypto";
import os from "node:os";

import { getDb } from "@/lib/db";

// Often enough that /api/ready notices a stopped worker within a minute, rare enough to cost nothing.
export const HEARTBEAT_INTERVAL_MS = 15_000;
/** A worker that has not written for this long is taken as stopped (four missed beats). */
export const HEARTBEAT_STALE_MS = 60_000;
// Rows of workers gone for a day are removed by the survivors, so the table stays as small as the fleet.
const FORGET_AFTER_MS = 24 * 3600 * 1000;

/**
 * Writes this process's heartbeat now and every HEARTBEAT_INTERVAL_MS until the returned stop() is called. A beat that
 * fails (the database restarting) is skipped; the next one tries again.
 */
export function startWorkerHeartbeat(): () => Promise<void> {
  const workerId = randomUUID();
  const startedAt = new Date();
  const beat = async () => {
    try {
      const db = await getDb();
      const beatAt = new Date();
      await db.workerHeartbeat.upsert({
        where: { workerId },
        create: { workerId, hostname: os.hostname(), pid: process.pid, startedAt, beatAt },
        update: { beatAt },
      });
      await db.workerHeartbeat.deleteMany({ where: { beatAt: { lt: new Date(beatAt.getTime() - FORGET_AFTER_MS) } } });
    } catch {
      // the next beat tries again; /api/ready reports the gap if it lasts
    }
  };
  let running = beat();
  const timer = setInterval(() => {
    running = running.then(beat);
  }, HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
    // A worker that stops on purpose says so at once rather than looking alive for another minute.
    await getDb()
      .then((db) => db.workerHeartbeat.deleteMany({ where: { workerId } }))
      .catch(() => {});
  };
}
