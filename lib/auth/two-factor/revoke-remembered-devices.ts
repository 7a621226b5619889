import { getDb } from "@/lib/db";

/**
 * Forgets every remembered device of a user, so the next log-in on any of them asks for a code again. Account
 * recovery, password changes and turning two-factor off call this.
 */
export async function revokeRememberedDevices({ userId }: { userId: string }): Promise<{ revoked: number }> {
  const db = await getDb();
  const { count } = await db.rememberedDevice.updateMany({
    where: { userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return { revoked: count };
}
