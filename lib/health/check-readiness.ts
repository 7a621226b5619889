import "server-only";

import { getSql } from "@/lib/db";
import { readMigrations } from "@/lib/db/read-migrations";
import { HEARTBEAT_STALE_MS } from "@/lib/jobs/beat-worker-heartbeat";

export type ReadinessCheck = "database" | "migrations" | "worker";

export interface Readiness {
  ready: boolean;
  /** Each check's outcome; names only, never an error's text (the endpoint is reachable from outside). */
  checks: Record<ReadinessCheck, "ok" | "failing">;
}

// A readiness probe must answer quickly even when the database hangs: a check that has not answered by then fails.
const CHECK_TIMEOUT_MS = 2_000;

let expectedMigration: Promise<string | undefined> | undefined;

/**
 * Whether this instance can do its work: the database answers, every migration this build ships has been applied
 * (the release step ran), and a job worker has written its heartbeat within the last minute.
 */
export async function checkReadiness(): Promise<Readiness> {
  const sql = await withTimeout(getSql()).catch(() => undefined);
  const [database, migrations, worker] = await Promise.all([
    check(async () => {
      await sql!.query("SELECT 1");
    }),
    check(async () => {
      expectedMigration ??= readMigrations().then((files) => files.at(-1)?.name);
      const latest = await expectedMigration;
      if (!latest) return;
      const rows = await sql!.query<{ applied: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM "_prisma_migrations" WHERE migration_name = $1 AND finished_at IS NOT NULL
           AND rolled_back_at IS NULL) AS applied`,
        [latest],
      );
      if (!rows[0]?.applied) throw new Error("pending migrations");
    }),
    check(async () => {
      const rows = await sql!.query<{ alive: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM "WorkerHeartbeat" WHERE "beatAt" > now() - make_interval(secs => $1)) AS alive`,
        [HEARTBEAT_STALE_MS / 1000],
      );
      if (!rows[0]?.alive) throw new Error("no worker");
    }),
  ]);
  const checks = { database, migrations, worker };
  return { ready: Object.values(checks).every((outcome) => outcome === "ok"), checks };
}

async function check(run: () => Promise<void>): Promise<"ok" | "failing"> {
  try {
    await withTimeout(run());
    return "ok";
  } catch {
    return "failing";
  }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
