import { findPricingPlan } from "@/lib/auth/sign-up/pricing-plans";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { establishSession } from "@/lib/auth/establish-session";
import { isStaffEmail } from "@/lib/auth/identity-providers";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode, isAppError } from "@/lib/errors";
import type { ResponseCookies } from "@/lib/http/response-cookies";
import type { GoogleIdentity } from "@/lib/integrations/identity-providers/types";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { GOOGLE_MESSAGES } from "./google-messages";
import { logger } from "@/lib/log/logger";

export const GOOGLE_SIGN_UP_LIMIT_PER_IP = { limit: 20, windowSeconds: 60 * 60 } as const;

export type GoogleSignUpResult = {
  email: string;
  firstName: string;
  lastName: string;
  username: string | null;
  /** Always null: the session lives in an HttpOnly cookie, never in a token the page can read. */
  token: null;
};

/**
 * Google sign-up (spec 000 §4.2, §7): with shouldCreate false it only checks that this Google account can sign up
 * and returns its profile; with shouldCreate true it creates the account (email verified by Google, linked to the
 * Google subject, onboarding from step 1) and signs in. Someone who already signed up with this Google account is
 * simply signed in.
 */
export async function createUserViaGoogle({
  identity,
  shouldCreate,
  pricingPlanId,
  cookies,
  ipAddress,
  userAgent,
}: {
  identity: GoogleIdentity;
  shouldCreate: boolean;
  /** The plan of /sign-up/for-employers/{plan}: the new user sets up a company plan instead of onboarding. */
  pricingPlanId?: string | null;
  cookies: ResponseCookies;
  ipAddress: string | null;
  userAgent: string | null;
}): Promise<GoogleSignUpResult> {
  if (ipAddress) await consumeRateLimit({ key: `google-sign-up:ip:${ipAddress}`, ...GOOGLE_SIGN_UP_LIMIT_PER_IP });
  if (isStaffEmail(identity.email)) throw new AppError(AppErrorCode.FORBIDDEN, GOOGLE_MESSAGES.staffMustSignUp);

  const db = await getDb();
  const select = { id: true, email: true, firstName: true, lastName: true, username: true, deactivatedAt: true };
  const linked = await db.user.findUnique({ where: { googleSubject: identity.subject }, select });
  if (linked) {
    if (linked.deactivatedAt) throw new AppError(AppErrorCode.FORBIDDEN, "Account has been deactivated");
    if (shouldCreate) await establishSession({ userId: linked.id, method: "google", cookies, ipAddress, userAgent });
    return { ...profileOf(linked), token: null };
  }
  if (await db.user.findUnique({ where: { email: identity.email }, select: { id: true } })) {
    throw new AppError(AppErrorCode.CONFLICT, GOOGLE_MESSAGES.userExists);
  }
  if (!shouldCreate) return { ...profileOf({ ...identity, username: null }), token: null };

  try {
    const now = new Date();
    const user = await db.user.create({
      data: {
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        googleSubject: identity.subject,
        googleAvatarUrl: identity.pictureUrl,
        isEmailVerified: true,
        emailVerifiedAt: now,
        employerSignUpPlanId: findPricingPlan(pricingPlanId)?.id ?? null,
        customer: { create: {} },
      },
      select,
    });
    await recordAuditEvent({ actorUserId: user.id, action: "account.signed-up", operation: "google", ipAddress });
    await establishSession({ userId: user.id, method: "google", cookies, ipAddress, userAgent });
    return { ...profileOf(user), token: null };
  } catch (error) {
    if (isAppError(error)) throw error;
    logger.error({ err: error }, "Google sign-up failed");
    throw new AppError(AppErrorCode.UNAVAILABLE, GOOGLE_MESSAGES.signUpFailed, { cause: error });
  }
}

function profileOf(user: { email: string; firstName: string; lastName: string; username: string | null }) {
  return { email: user.email, firstName: user.firstName, lastName: user.lastName, username: user.username };
}
