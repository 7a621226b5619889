import { getDb } from "@/lib/db";
import { recordAuditEvent } from "@/lib/audit/record-audit-event";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { AppError, AppErrorCode } from "@/lib/errors";

export type CustomerSummary = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  isEmailVerified: boolean;
  isDeactivated: boolean;
  plans: Array<{ id: string; name: string; role: string }>;
};

/**
 * What staff see first about a customer (staff only). Each look is audited: the member sees it on My Plan under
 * 'What your employer can see' (who viewed their data, and when).
 */
export async function getCustomerSummary({ viewer, userId }: { viewer: Viewer | null; userId: string }): Promise<CustomerSummary> {
  authorize(viewer, "customers:read");
  const db = await getDb();
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      createdAt: true,
      isEmailVerified: true,
      deactivatedAt: true,
      planMemberships: { where: { status: "VERIFIED" }, select: { employerPlan: { select: { id: true, name: true } } } },
      planAdmins: { select: { permission: true, employerPlan: { select: { id: true, name: true } } } },
    },
  });
  if (!user) throw new AppError(AppErrorCode.NOT_FOUND, "No customer with that id was found.");
  if (user.id !== viewer.actor.id) {
    await recordAuditEvent({ actorUserId: viewer.actor.id, subjectUserId: user.id, action: "customer.viewed", operation: "customerPage" });
  }
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    createdAt: user.createdAt,
    isEmailVerified: user.isEmailVerified,
    isDeactivated: user.deactivatedAt !== null,
    plans: [
      ...user.planMemberships.map(({ employerPlan }) => ({ ...employerPlan, role: "Member" })),
      ...user.planAdmins.map(({ permission, employerPlan }) => ({
        ...employerPlan,
        role: `Admin (${permission.toLowerCase()})`,
      })),
    ],
  };
}
