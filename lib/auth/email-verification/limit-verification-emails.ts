import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";

// Verification emails: one a minute per user (the cooldown), five an hour per user, 100 an hour per address (every
// sign-up sends one, and an office signs up from one address).
export const VERIFICATION_EMAIL_LIMITS = {
  cooldownSeconds: 60,
  perUserPerHour: 5,
  perIpPerHour: 100,
} as const;

/** Counts one verification email against the user's and the address's limits; throws 'Too many attempts...' past them. */
export async function limitVerificationEmails({ userId, ipAddress }: { userId: string; ipAddress: string | null }) {
  await consumeRateLimit({
    key: `verify-email:cooldown:${userId}`,
    limit: 1,
    windowSeconds: VERIFICATION_EMAIL_LIMITS.cooldownSeconds,
  });
  await consumeRateLimit({
    key: `verify-email:user:${userId}`,
    limit: VERIFICATION_EMAIL_LIMITS.perUserPerHour,
    windowSeconds: 3600,
  });
  if (ipAddress) {
    await consumeRateLimit({
      key: `verify-email:ip:${ipAddress}`,
      limit: VERIFICATION_EMAIL_LIMITS.perIpPerHour,
      windowSeconds: 3600,
    });
  }
}
