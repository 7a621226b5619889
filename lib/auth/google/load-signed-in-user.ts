import type { AdminPermission } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import type { PlanEntry } from "@/lib/users/get-authentication-info";

/** The user session payload of a Google or staff sign-in (spec 000 §3 "User session payload"). */
export type SignedInUser = {
  email: string;
  username: string | null;
  firstName: string;
  lastName: string;
  plans: PlanEntry[];
};

/** Plans as authenticationInfo counts them: verified memberships and administered plans (admin wins). */
export async function loadSignedInUser({ userId }: { userId: string }): Promise<SignedInUser> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      email: true,
      username: true,
      firstName: true,
      lastName: true,
      planMemberships: {
        where: { status: "VERIFIED" },
        select: { employerPlan: { select: { id: true, name: true, isFinchSyncFailed: true } } },
      },
      planAdmins: {
        select: { permission: true, employerPlan: { select: { id: true, name: true, isFinchSyncFailed: true } } },
      },
    },
  });
  const plans = new Map<string, PlanEntry>();
  for (const { employerPlan } of user.planMemberships) {
    plans.set(employerPlan.id, {
      planId: employerPlan.id,
      planName: employerPlan.name,
      adminPermission: null,
      isFinchSyncFailed: employerPlan.isFinchSyncFailed,
    });
  }
  for (const { permission, employerPlan } of user.planAdmins) {
    plans.set(employerPlan.id, {
      planId: employerPlan.id,
      planName: employerPlan.name,
      adminPermission: permission.toLowerCase() as AdminPermission,
      isFinchSyncFailed: employerPlan.isFinchSyncFailed,
    });
  }
  return {
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    plans: [...plans.values()],
  };
}
