import { getDb } from "@/lib/db";
import { hashToken } from "@/lib/crypto/hash-token";
import { readRememberedDeviceToken } from "@/lib/auth/two-factor/remembered-device-cookie";

/** True when the request carries a live remembered-device token issued to this user. */
export async function isDeviceRemembered({
  userId,
  cookieHeader,
}: {
  userId: string;
  cookieHeader: string | null;
}): Promise<boolean> {
  const token = readRememberedDeviceToken(cookieHeader);
  if (!token) return false;
  const db = await getDb();
  const { count } = await db.rememberedDevice.updateMany({
    where: { tokenHash: hashToken(token), userId, revokedAt: null, expiresAt: { gt: new Date() } },
    data: { lastUsedAt: new Date() },
  });
  return count === 1;
}
