import { getDb } from "@/lib/db";
import { createToken, hashToken } from "@/lib/crypto/hash-token";
import type { ResponseCookies } from "@/lib/http/response-cookies";
import { rememberedDeviceCookieName } from "@/lib/auth/two-factor/remembered-device-cookie";
import { REMEMBER_DEVICE_DAYS } from "@/lib/auth/two-factor/two-factor-policy";

/**
 * 'Remember this device for 30 days': a random token the server issues after a correct code, stored hashed and bound
 * to the user, in an HttpOnly cookie. The browser cannot forge it, and revoking the row ends it.
 */
export async function rememberDevice({
  userId,
  cookies,
  userAgent = null,
  ipAddress = null,
}: {
  userId: string;
  cookies: ResponseCookies;
  userAgent?: string | null;
  ipAddress?: string | null;
}): Promise<void> {
  const db = await getDb();
  const token = createToken();
  const maxAgeSeconds = REMEMBER_DEVICE_DAYS * 24 * 60 * 60;
  await db.rememberedDevice.create({
    data: {
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
      userAgent: userAgent?.slice(0, 500) ?? null,
      ipAddress,
    },
  });
  cookies.set(rememberedDeviceCookieName(), token, { httpOnly: true, sameSite: "lax", maxAge: maxAgeSeconds });
}
