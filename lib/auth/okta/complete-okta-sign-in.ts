import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { establishSession } from "@/lib/auth/establish-session";
import { isStaffEmail } from "@/lib/auth/identity-providers";
import { getSessionPayload, type SessionPayload } from "@/lib/users/get-session-payload";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import type { ResponseCookies } from "@/lib/http/response-cookies";
import { getStaffIdentityProvider } from "@/lib/integrations/identity-providers/get-staff-identity-provider";
import type { StaffIdentity } from "@/lib/integrations/identity-providers/types";
import { oktaFlowCookieName, oktaFlowCookieOptions, openOktaFlow } from "./okta-flow-cookie";
import { OKTA_MESSAGES } from "./okta-messages";
import { oktaRedirectUri } from "./start-okta-sign-in";
import { logger } from "@/lib/log/logger";

type Intent = "login" | "signup";

/**
 * Finishes a staff sign-in or sign-up (spec 000 §4.3): the code is redeemed with the flow cookie's PKCE verifier,
 * state and nonce; the identity must be on the staff email domain; log-in finds the account by subject or email,
 * sign-up creates a staff account (or signs in the existing one); then a session starts.
 */
export async function completeOktaSignIn({
  intent,
  code,
  state,
  iss,
  flowCookie,
  cookies,
  ipAddress,
  userAgent,
}: {
  intent: Intent;
  code: string;
  state: string | null;
  iss: string | null;
  flowCookie: string | undefined;
  cookies: ResponseCookies;
  ipAddress: string | null;
  userAgent: string | null;
}): Promise<SessionPayload> {
  const fail = async (message: string, reason: string, email: string | null = null): Promise<never> => {
    await recordAuditEvent({
      actorUserId: null,
      action: "session.sign-in-failed",
      operation: intent === "login" ? "okta" : "okta-signup",
      metadata: { reason, email },
      ipAddress,
    });
    throw new AppError(AppErrorCode.FORBIDDEN, message);
  };

  const flow = await openOktaFlow(flowCookie);
  const provider = getStaffIdentityProvider();
  if (!flow || !provider || flow.signup !== (intent === "signup") || !code) {
    return fail(OKTA_MESSAGES.verifyFailed, flow ? "flow-mismatch" : "no-flow");
  }

  const callbackParams = new URLSearchParams({ code });
  if (state !== null) callbackParams.set("state", state);
  if (iss !== null) callbackParams.set("iss", iss);
  let identity: StaffIdentity;
  try {
    identity = await provider.exchangeCode({
      redirectUri: oktaRedirectUri(),
      callbackParams,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      codeVerifier: flow.codeVerifier,
    });
  } catch (error) {
    logger.warn({ err: error }, "staff identity provider code rejected");
    return fail(OKTA_MESSAGES.verifyFailed, "code-rejected");
  } finally {
    // The flow is spent whatever happened: a new attempt starts from the start route.
    cookies.delete(oktaFlowCookieName(), oktaFlowCookieOptions());
  }

  if (!isStaffEmail(identity.email)) {
    return fail(intent === "login" ? OKTA_MESSAGES.logInFailed : OKTA_MESSAGES.signUpFailed, "not-staff-domain", identity.email);
  }

  const userId =
    intent === "login" ? await findStaffAccount(identity) : await findOrCreateStaffAccount(identity);
  if (!userId) {
    return fail(intent === "login" ? OKTA_MESSAGES.logInFailed : OKTA_MESSAGES.signUpFailed, "no-account", identity.email);
  }

  await establishSession({ userId, method: "okta", cookies, ipAddress, userAgent });
  return getSessionPayload({ userId });
}

type AccountRow = { id: string; email: string; isStaff: boolean; oktaSubject: string | null; deactivatedAt: Date | null };
const accountSelect = { id: true, email: true, isStaff: true, oktaSubject: true, deactivatedAt: true } as const;

/** By the provider's subject first, then by email (the provider is the authority for its staff domain). */
async function findAccount(identity: StaffIdentity): Promise<AccountRow | null> {
  const db = await getDb();
  return (
    (await db.user.findUnique({ where: { oktaSubject: identity.subject }, select: accountSelect })) ??
    (await db.user.findUnique({ where: { email: identity.email }, select: accountSelect }))
  );
}

async function linkSubject(account: AccountRow, identity: StaffIdentity): Promise<void> {
  if (account.oktaSubject === identity.subject) return;
  const db = await getDb();
  await db.user.update({ where: { id: account.id }, data: { oktaSubject: identity.subject } });
}

async function findStaffAccount(identity: StaffIdentity): Promise<string | null> {
  const account = await findAccount(identity);
  if (!account || account.deactivatedAt) return null;
  await linkSubject(account, identity);
  return account.id;
}

/** Sign-up of someone who already has a staff account simply signs them in; a customer account is never promoted. */
async function findOrCreateStaffAccount(identity: StaffIdentity): Promise<string | null> {
  const existing = await findAccount(identity);
  if (existing) {
    if (!existing.isStaff || existing.deactivatedAt) return null;
    await linkSubject(existing, identity);
    return existing.id;
  }
  const db = await getDb();
  const now = new Date();
  try {
    const user = await db.user.create({
      data: {
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        oktaSubject: identity.subject,
        isStaff: true,
        isSingleSignOn: true,
        isEmailVerified: true,
        emailVerifiedAt: now,
        // Staff have no customer onboarding (as the seeded staff): they land on /health.
        lastOnboardingStep: null,
      },
      select: { id: true },
    });
    await recordAuditEvent({ actorUserId: user.id, action: "account.signed-up", operation: "okta-signup" });
    return user.id;
  } catch (error) {
    // A concurrent sign-up with the same email or subject lost the race: refuse rather than guess.
    logger.warn({ err: error }, "staff sign-up failed");
    return null;
  }
}
