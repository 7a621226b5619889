import PgBoss from "pg-boss";

import type { Tx } from "@/lib/db";
import { getEnv } from "@/lib/env";

import { jobQueueSchema } from "./job-queue-schema";
import type { QueueName } from "./queues";
import { transactionExecutor } from "./sql-executors";

export type EnqueueOptions = Pick<PgBoss.SendOptions, "startAfter" | "singletonKey" | "priority">;

const senders = new Map<string, PgBoss>();

/**
 * Adds a job inside the caller's Prisma interactive transaction (`db.$transaction(async (tx) => ...)`): it exists
 * exactly when the caller's writes commit, and a rollback leaves no job. Returns the job id.
 */
export async function enqueueJob(
  tx: Tx,
  name: QueueName,
  data: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<string> {
  const id = await sender().send(name, data, { ...options, db: transactionExecutor(tx) });
  // pg-boss answers null when the queue does not exist (or a singleton is already queued): never silently drop.
  if (!id && !options.singletonKey) throw new Error(`The job queue ${name} does not exist: run the migrations.`);
  return id ?? "";
}

// A pg-boss instance that is never started: it only builds the INSERT, which runs on the transaction's connection.
function sender(): PgBoss {
  const schema = jobQueueSchema(getEnv().DATABASE_URL);
  let boss = senders.get(schema);
  if (!boss) {
    boss = new PgBoss({ db: { executeSql: refuseOutsideTransaction }, schema });
    senders.set(schema, boss);
  }
  return boss;
}

async function refuseOutsideTransaction(): Promise<never> {
  throw new Error("enqueueJob runs inside a transaction only.");
}
