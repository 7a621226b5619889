import PgBoss from "pg-boss";

import { ALL_QUEUES, type QueueDefinition } from "./queues";

/**
 * Creates (or upgrades) pg-boss's tables in `schema` with pg-boss's own migrations, then creates or updates every
 * queue of lib/jobs/queues.ts. Part of migrating the database (npm run db:migrate, the embedded database's open, the
 * test databases), so that a transaction can enqueue a job before any worker ever started.
 */
export async function installJobQueue({
  db,
  schema,
  queues = ALL_QUEUES,
}: {
  db: PgBoss.Db;
  schema: string;
  queues?: readonly QueueDefinition[];
}): Promise<void> {
  const boss = new PgBoss({ db, schema, migrate: true, supervise: false, schedule: false });
  await boss.start();
  try {
    for (const queue of queues) {
      const options = { name: queue.name, ...queue.retry, expireInSeconds: queue.expireInSeconds, policy: queue.policy ?? ("standard" as const) };
      if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, options);
      else await boss.createQueue(queue.name, options);
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}
