import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { isPasswordAllowed } from "@/lib/auth/check-password-rule";
import { limitVerificationEmails } from "@/lib/auth/email-verification/limit-verification-emails";
import { sendVerificationEmail } from "@/lib/auth/email-verification/send-verification-email";
import { establishSession } from "@/lib/auth/establish-session";
import { isStaffEmail } from "@/lib/auth/identity-providers";
import { createNewUserViaPasswordSchema, SIGN_UP_SERVER_MESSAGES } from "@/lib/auth/schemas/sign-up-schema";
import { findPricingPlan } from "@/lib/auth/sign-up/pricing-plans";
import { findSignUpPartner } from "@/lib/auth/sign-up/sign-up-partners";
import { verifyCaptchaToken } from "@/lib/auth/verify-captcha-token";
import { hashPassword } from "@/lib/crypto/hash-password";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { ResponseCookies } from "@/lib/http/response-cookies";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { logger } from "@/lib/log/logger";

// Sign-up attempts, successful or not: 20 an hour per address, 5 an hour per email. The per-email limit is what keeps
// the spec's 'User with that email already exists' answer from serving as a bulk account-lookup.
/**
 * Per IP a launch-day office, not one person: an employer's staff sign up from behind one egress address, so the IP
 * cap only stops a flood (the captcha and the per-email cap stop the rest). Raised from 20 (docs/decisions.md).
 */
export const SIGN_UP_LIMITS = { perIpPerHour: 100, perEmailPerHour: 5 } as const;

type SignUpInput = { email: string; password: string; firstName: string; lastName: string };

function invalid(message: string): AppError {
  return new AppError(AppErrorCode.INVALID_INPUT, message);
}

function parseSignUpInput(input: SignUpInput) {
  const parsed = createNewUserViaPasswordSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const field = parsed.error.issues[0]?.path[0];
  if (field === "email") throw invalid(SIGN_UP_SERVER_MESSAGES.invalidEmail);
  if (field === "firstName") throw invalid(SIGN_UP_SERVER_MESSAGES.missingFirstName);
  if (field === "lastName") throw invalid(SIGN_UP_SERVER_MESSAGES.missingLastName);
  throw invalid(SIGN_UP_SERVER_MESSAGES.weakPassword);
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}

/**
 * Password sign-up (spec 000 §4.2, §5, §8): checks the captcha, the email, the staff rule and the password rule,
 * creates the user at onboarding step 1, signs them in and emails a verification link.
 */
export async function signUpWithPassword({
  input,
  captchaToken,
  partnerSlug,
  pricingPlanId,
  ipAddress,
  userAgent,
  cookies,
}: {
  input: SignUpInput;
  captchaToken: string | null | undefined;
  /** The /sign-up/{partner} the member came through; unknown slugs are ignored. */
  partnerSlug?: string | null;
  /** The plan of /sign-up/for-employers/{plan}: the new user sets up a company plan instead of onboarding. */
  pricingPlanId?: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  cookies: ResponseCookies;
}): Promise<{ userId: string; email: string; username: string }> {
  if (ipAddress) await consumeRateLimit({ key: `sign-up:ip:${ipAddress}`, limit: SIGN_UP_LIMITS.perIpPerHour, windowSeconds: 3600 });
  await verifyCaptchaToken({ token: captchaToken, ipAddress });

  const { email, password, firstName, lastName } = parseSignUpInput(input);
  if (isStaffEmail(email)) throw invalid(SIGN_UP_SERVER_MESSAGES.staffEmail);
  await consumeRateLimit({ key: `sign-up:email:${email}`, limit: SIGN_UP_LIMITS.perEmailPerHour, windowSeconds: 3600 });
  if (!isPasswordAllowed({ password, email })) throw invalid(SIGN_UP_SERVER_MESSAGES.weakPassword);

  const db = await getDb();
  const duplicate = () => new AppError(AppErrorCode.CONFLICT, SIGN_UP_SERVER_MESSAGES.duplicateEmail);
  if (await db.user.findUnique({ where: { email }, select: { id: true } })) throw duplicate();

  const passwordHash = await hashPassword(password);
  let userId: string;
  try {
    const user = await db.user.create({
      data: {
        email,
        username: email,
        firstName,
        lastName,
        passwordHash,
        passwordChangedAt: new Date(),
        lastOnboardingStep: 1,
        employerSignUpPlanId: findPricingPlan(pricingPlanId)?.id ?? null,
      },
      select: { id: true },
    });
    userId = user.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate();
    throw error;
  }

  const partner = findSignUpPartner(partnerSlug);
  await recordAuditEvent({
    actorUserId: userId,
    action: "account.signed-up",
    operation: "createNewUserViaPassword",
    metadata: { method: "password", partner: partner?.slug ?? null },
    ipAddress,
  });
  await establishSession({ userId, method: "sign-up", cookies, ipAddress, userAgent });

  try {
    await limitVerificationEmails({ userId, ipAddress });
    await sendVerificationEmail({ userId });
  } catch (error) {
    // The account exists and the person is signed in: /verify-user-email offers 'Resend magic link'.
    logger.error({ err: error, userId }, "sign-up verification email was not sent");
  }
  return { userId, email, username: email };
}
