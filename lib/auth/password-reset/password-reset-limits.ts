import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";

// Reset and recovery emails: one a minute per address typed (the cooldown), five an hour per address typed, twenty an
// hour per IP. Limits key on what was typed, never on whether an account exists, so hitting one reveals nothing.
// Using a link: thirty tries per IP per 15 minutes (tokens are 256-bit random; this only caps noise).
export const MAGIC_LINK_EMAIL_LIMITS = {
  cooldownSeconds: 60,
  perEmailPerHour: 5,
  perIpPerHour: 20,
} as const;
export const MAGIC_LINK_USE_LIMITS = { perIpPer15Minutes: 30 } as const;

/** Counts one reset or recovery email against the typed address's and the caller's limits. */
export async function limitMagicLinkEmails({
  flow,
  email,
  ipAddress,
}: {
  flow: "reset-password" | "recover-account";
  email: string;
  ipAddress: string | null;
}): Promise<void> {
  if (ipAddress) {
    await consumeRateLimit({
      key: `${flow}-email:ip:${ipAddress}`,
      limit: MAGIC_LINK_EMAIL_LIMITS.perIpPerHour,
      windowSeconds: 3600,
    });
  }
  await consumeRateLimit({
    key: `${flow}-email:email:${email}`,
    limit: MAGIC_LINK_EMAIL_LIMITS.perEmailPerHour,
    windowSeconds: 3600,
  });
  await consumeRateLimit({
    key: `${flow}-email:cooldown:${email}`,
    limit: 1,
    windowSeconds: MAGIC_LINK_EMAIL_LIMITS.cooldownSeconds,
  });
}

/** Counts one use of a reset or recovery link from this caller. */
export async function limitMagicLinkUse({
  flow,
  ipAddress,
}: {
  flow: "reset-password" | "recover-account";
  ipAddress: string | null;
}): Promise<void> {
  if (!ipAddress) return;
  await consumeRateLimit({
    key: `${flow}-use:ip:${ipAddress}`,
    limit: MAGIC_LINK_USE_LIMITS.perIpPer15Minutes,
    windowSeconds: 15 * 60,
  });
}
