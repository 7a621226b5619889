import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { AUTH_TOKEN_LIFETIME_MINUTES, issueAuthToken } from "@/lib/auth/auth-tokens/issue-auth-token";
import { safeReturnPath } from "@/lib/auth/safe-return-path";
import { workEmailSchema } from "@/lib/auth/schemas/plan-member-verification-schema";
import type { Viewer } from "@/lib/authz/viewer";
import { authorize } from "@/lib/authz/permissions";
import { getDb } from "@/lib/db";
import { verifyPlanMemberMessage } from "@/lib/emails/verify-plan-member";
import { AppError, AppErrorCode } from "@/lib/errors";
import { queueEmail } from "@/lib/outgoing-messages/queue-message";
import { consumeRateLimit, TOO_MANY_ATTEMPTS_MESSAGE } from "@/lib/rate-limit/consume-rate-limit";
import { absoluteUrl } from "@/lib/site-url";
import { PLAN_MEMBER_VERIFICATION_LIMITS as LIMITS } from "./limits";
import { parseInput } from "@/lib/validation/parse-input";

const HOUR = 3600;

/** The link in the email: /verify/sent/{token}, carrying the path to return to once verified. */
export function planMemberVerificationLink({ token, returnPath }: { token: string; returnPath: string | null }): string {
  const next = returnPath ? `?next=${encodeURIComponent(safeReturnPath(returnPath))}` : "";
  return absoluteUrl(`/verify/sent/${encodeURIComponent(token)}${next}`);
}

/**
 * Plan-member verification, step 1 (spec 000 §2.2 /verify): when the work email is on an employer plan's roster
 * (ADDED or INVITED; REMOVED and already verified entries do not count), a single-use link good for 60 minutes goes
 * to that address. The answer is the same whether or not the address matched, so nobody learns from it which
 * addresses are on which roster; only the mailbox's owner finds out, by getting the email.
 */
export async function sendPlanMemberVerificationEmail({
  viewer,
  workEmail: rawWorkEmail,
  returnPath = null,
  ipAddress,
}: {
  viewer: Viewer | null;
  workEmail: string;
  returnPath?: string | null;
  ipAddress: string | null;
}): Promise<{ didSend: true }> {
  // Proving a work address is the customer's own act, like the security settings: never a coach's.
  authorize(viewer, "own-security:write");
  const { workEmail } = parseInput(workEmailSchema, { workEmail: rawWorkEmail });

  const db = await getDb();
  const since = new Date(Date.now() - LIMITS.cooldownSeconds * 1000);
  const recent = await db.authToken.findFirst({
    where: { userId: viewer.userId, purpose: "VERIFY_PLAN_MEMBER", createdAt: { gt: since } },
    select: { id: true },
  });
  if (recent) throw new AppError(AppErrorCode.RATE_LIMITED, TOO_MANY_ATTEMPTS_MESSAGE);

  await consumeRateLimit({ key: `plan-member-verification:user:${viewer.userId}`, limit: LIMITS.perUserPerHour, windowSeconds: HOUR });
  if (ipAddress) {
    await consumeRateLimit({ key: `plan-member-verification:ip:${ipAddress}`, limit: LIMITS.perIpPerHour, windowSeconds: HOUR });
  }
  await consumeRateLimit({ key: `plan-member-verification:email:${workEmail}`, limit: LIMITS.perWorkEmailPerHour, windowSeconds: HOUR });

  const entries = await db.planMember.findMany({
    where: { workEmail, status: { in: ["ADDED", "INVITED"] }, employmentStatus: { not: "TERMINATED" } },
    select: { employerPlan: { select: { name: true } } },
    orderBy: { createdAt: "asc" },
  });
  if (entries.length === 0) return { didSend: true };

  await db.$transaction(async (tx) => {
    const { token } = await issueAuthToken({ userId: viewer.userId, purpose: "VERIFY_PLAN_MEMBER", email: workEmail, tx });
    await queueEmail(
      tx,
      verifyPlanMemberMessage({
        to: workEmail,
        planNames: entries.map((entry) => entry.employerPlan.name),
        link: planMemberVerificationLink({ token, returnPath }),
        validMinutes: AUTH_TOKEN_LIFETIME_MINUTES,
      }),
    );
  });
  await recordAuditEvent({
    actorUserId: viewer.actor.id,
    subjectUserId: viewer.userId,
    action: "plan-member.verification-sent",
    operation: "sendPlanMemberVerificationEmail",
    metadata: { workEmail },
    ipAddress,
  });
  return { didSend: true };
}
