import { getDb } from "@/lib/db";

/** Uses up a pending log-in once its code was accepted; false when another request got there first. */
export async function finishPendingLogIn({ pendingLogInId }: { pendingLogInId: string }): Promise<boolean> {
  const db = await getDb();
  const { count } = await db.pendingLogin.updateMany({
    where: { id: pendingLogInId, consumedAt: null },
    data: { consumedAt: new Date() },
  });
  return count === 1;
}
