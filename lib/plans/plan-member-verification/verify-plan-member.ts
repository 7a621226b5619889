import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { consumeAuthToken } from "@/lib/auth/auth-tokens/consume-auth-token";
import { findValidAuthToken } from "@/lib/auth/auth-tokens/find-valid-auth-token";
import {
  INVALID_VERIFICATION_LINK_MESSAGE,
  NO_LONGER_ON_PLAN_MESSAGE,
} from "@/lib/auth/schemas/plan-member-verification-schema";
import type { Viewer } from "@/lib/authz/viewer";
import { authorize } from "@/lib/authz/permissions";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { PLAN_MEMBER_VERIFICATION_LIMITS as LIMITS } from "./limits";

/**
 * Plan-member verification, step 2 (spec 000 §2.2 /verify/sent/{id}): the emailed token is used up (once, within 60
 * minutes, only by the account that asked for it) and every open roster entry with that work email is linked to the
 * user: PlanMember VERIFIED with verifiedAt, and a verified Employment of the customer per plan.
 */
export async function verifyPlanMember({
  viewer,
  token,
  ipAddress,
}: {
  viewer: Viewer | null;
  token: string;
  ipAddress: string | null;
}): Promise<{ planIds: string[] }> {
  authorize(viewer, "own-security:write");
  const userId = viewer.userId;
  await consumeRateLimit({
    key: `plan-member-verification:verify:user:${userId}`,
    limit: LIMITS.verifyAttemptsPerUserPerHour,
    windowSeconds: 3600,
  });
  const invalid = () => new AppError(AppErrorCode.INVALID_INPUT, INVALID_VERIFICATION_LINK_MESSAGE);

  const db = await getDb();
  const { workEmail, planIds } = await db.$transaction(async (tx) => {
    // Another account's link is refused without using it up, so its owner can still open it.
    const found = await findValidAuthToken({ token, purpose: "VERIFY_PLAN_MEMBER", tx });
    if (!found || found.userId !== userId || !found.email) throw invalid();
    if (!(await consumeAuthToken({ token, purpose: "VERIFY_PLAN_MEMBER", tx }))) throw invalid();
    const email = found.email;

    const entries = await tx.planMember.findMany({
      where: { workEmail: email, status: { in: ["ADDED", "INVITED"] }, employmentStatus: { not: "TERMINATED" } },
      select: { id: true, employerPlanId: true },
    });
    if (entries.length === 0) throw new AppError(AppErrorCode.CONFLICT, NO_LONGER_ON_PLAN_MESSAGE);

    const now = new Date();
    await tx.planMember.updateMany({
      where: { id: { in: entries.map((entry) => entry.id) } },
      data: { userId, status: "VERIFIED", verifiedAt: now },
    });
    const customer = await tx.customer.upsert({ where: { userId }, create: { userId }, update: {}, select: { id: true } });
    for (const { employerPlanId } of entries) {
      const employment = await tx.employment.findFirst({
        where: { customerId: customer.id, employerPlanId },
        select: { id: true },
      });
      const data = { workProvidedEmail: email, isVerified: true, verifiedAt: now };
      if (employment) await tx.employment.update({ where: { id: employment.id }, data });
      else await tx.employment.create({ data: { customerId: customer.id, employerPlanId, ...data } });
    }
    return { workEmail: email, planIds: entries.map((entry) => entry.employerPlanId) };
  });

  await recordAuditEvent({
    actorUserId: viewer.actor.id,
    subjectUserId: userId,
    action: "plan-member.verified",
    operation: "verifyPlanMember",
    metadata: { workEmail, plans: planIds.length },
    ipAddress,
  });
  return { planIds };
}
