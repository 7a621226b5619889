import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { establishSession } from "@/lib/auth/establish-session";
import { isStaffEmail } from "@/lib/auth/identity-providers";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { ResponseCookies } from "@/lib/http/response-cookies";
import type { GoogleIdentity } from "@/lib/integrations/identity-providers/types";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { GOOGLE_MESSAGES } from "./google-messages";
import { getSessionPayload, type SessionPayload } from "@/lib/users/get-session-payload";

/** Per address: generous for an office behind one NAT, tight enough to slow a scripted token replay. */
export const GOOGLE_LOG_IN_LIMIT_PER_IP = { limit: 60, windowSeconds: 15 * 60 } as const;

/**
 * Signs in with a verified Google identity (spec 000 §4.1, §8): only an account already linked to this Google
 * account (Google sign-up links it); an account with the same email that uses a password must keep using it.
 */
export async function logInWithGoogle({
  identity,
  cookies,
  ipAddress,
  userAgent,
}: {
  identity: GoogleIdentity;
  cookies: ResponseCookies;
  ipAddress: string | null;
  userAgent: string | null;
}): Promise<SessionPayload> {
  const refuse = async (message: string, reason: string): Promise<never> => {
    await recordAuditEvent({
      actorUserId: null,
      action: "session.sign-in-failed",
      operation: "google",
      metadata: { reason, email: identity.email },
      ipAddress,
    });
    throw new AppError(AppErrorCode.FORBIDDEN, message);
  };

  if (ipAddress) await consumeRateLimit({ key: `google-log-in:ip:${ipAddress}`, ...GOOGLE_LOG_IN_LIMIT_PER_IP });
  if (isStaffEmail(identity.email)) return refuse(GOOGLE_MESSAGES.staffMustSignIn, "staff-email");

  const db = await getDb();
  const select = { id: true, googleSubject: true, deactivatedAt: true } as const;
  const user =
    (await db.user.findUnique({ where: { googleSubject: identity.subject }, select })) ??
    (await db.user.findUnique({ where: { email: identity.email }, select }));
  if (!user) return refuse("Email or password is incorrect", "no-account");
  if (user.googleSubject !== identity.subject) return refuse(GOOGLE_MESSAGES.notPermitted, "not-linked");
  if (user.deactivatedAt) return refuse("Account has been deactivated", "deactivated");

  await establishSession({ userId: user.id, method: "google", cookies, ipAddress, userAgent });
  return getSessionPayload({ userId: user.id });
}
