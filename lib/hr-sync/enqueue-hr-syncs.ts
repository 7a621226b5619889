import "server-only";
import { getDb } from "@/lib/db";
import { enqueueHrSync } from "./enqueue-hr-sync";

/** The daily sync-all-hr-directories job: one sync per connected plan (a plan already waiting for one gets no second). */
export async function enqueueHrSyncs(): Promise<{ enqueued: number }> {
  const db = await getDb();
  const connections = await db.hrConnection.findMany({ where: { status: "CONNECTED" }, select: { employerPlanId: true } });
  for (const { employerPlanId } of connections) {
    await db.$transaction((tx) => enqueueHrSync(tx, employerPlanId));
  }
  return { enqueued: connections.length };
}
