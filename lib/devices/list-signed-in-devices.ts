import { SESSION_IDLE_TIMEOUT_SECONDS } from "@/lib/auth/session-policy";
import { readRememberedDeviceToken } from "@/lib/auth/two-factor/remembered-device-cookie";
import { hashToken } from "@/lib/crypto/hash-token";
import { getDb } from "@/lib/db";
import { getIpLocator } from "@/lib/integrations/ip-location/get-ip-locator";
import type { IpLocator } from "@/lib/integrations/ip-location/types";
import { describeBrowser } from "./describe-browser";

export type SignedInDeviceKind = "SESSION" | "REMEMBERED_DEVICE";

export type SignedInDevice = {
  id: string;
  kind: SignedInDeviceKind;
  browser: string;
  place: string | null;
  ipAddress: string | null;
  /** When it signed in (a session) or was remembered (a device). */
  since: Date;
  lastSeenAt: Date;
  /** This browser: its session, or the device it remembered. */
  isCurrent: boolean;
  /** A remembered device skips the code until then. */
  expiresAt: Date | null;
};

const LIST_LIMIT = 50;

/**
 * The member's live sign-ins: sessions still in use (not ended, not past the idle or absolute limit), then devices
 * remembered for the second factor, newest first. Coach Mode sessions of staff viewing the member are not the
 * member's devices and are not listed.
 */
export async function listSignedInDevices({
  userId,
  sessionId,
  cookieHeader,
  locator = getIpLocator(),
}: {
  userId: string;
  sessionId: string;
  cookieHeader: string | null;
  locator?: IpLocator;
}): Promise<SignedInDevice[]> {
  const db = await getDb();
  const now = new Date();
  const [sessions, remembered] = await Promise.all([
    db.session.findMany({
      where: {
        userId,
        coachedUserId: null,
        revokedAt: null,
        expiresAt: { gt: now },
        lastSeenAt: { gt: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_SECONDS * 1000) },
      },
      orderBy: { lastSeenAt: "desc" },
      take: LIST_LIMIT,
      select: { id: true, userAgent: true, ipAddress: true, createdAt: true, lastSeenAt: true },
    }),
    db.rememberedDevice.findMany({
      where: { userId, revokedAt: null, expiresAt: { gt: now } },
      orderBy: { createdAt: "desc" },
      take: LIST_LIMIT,
      select: { id: true, tokenHash: true, userAgent: true, ipAddress: true, createdAt: true, lastUsedAt: true, expiresAt: true },
    }),
  ]);
  const token = readRememberedDeviceToken(cookieHeader);
  const thisDevice = token ? hashToken(token) : null;

  const places = new Map<string, string | null>();
  for (const ipAddress of new Set([...sessions, ...remembered].map((row) => row.ipAddress).filter((ip) => ip !== null))) {
    places.set(ipAddress, await locator.locate(ipAddress));
  }
  const placeOf = (ipAddress: string | null) => (ipAddress ? (places.get(ipAddress) ?? null) : null);

  return [
    ...sessions.map((session) => ({
      id: session.id,
      kind: "SESSION" as const,
      browser: describeBrowser(session.userAgent),
      place: placeOf(session.ipAddress),
      ipAddress: session.ipAddress,
      since: session.createdAt,
      lastSeenAt: session.lastSeenAt,
      isCurrent: session.id === sessionId,
      expiresAt: null,
    })),
    ...remembered.map((device) => ({
      id: device.id,
      kind: "REMEMBERED_DEVICE" as const,
      browser: describeBrowser(device.userAgent),
      place: placeOf(device.ipAddress),
      ipAddress: device.ipAddress,
      since: device.createdAt,
      lastSeenAt: device.lastUsedAt ?? device.createdAt,
      isCurrent: device.tokenHash === thisDevice,
      expiresAt: device.expiresAt,
    })),
  ];
}
