import { getDb } from "@/lib/db";
import type { AdminPermission } from "@/lib/authz/viewer";
import type { PlanEntry } from "@/lib/users/get-authentication-info";
import { lastFourDigits } from "@/lib/auth/two-factor/last-four-digits";

/** The user session payload of spec 000 §3 (last4PhoneNumber: password log-in only). */
export type LogInPayload = {
  email: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  plans: PlanEntry[];
  last4PhoneNumber: string | null;
};

/** Plans as authenticationInfo lists them: verified memberships, then administered plans with their permission. */
export async function getLogInPayload({ userId }: { userId: string }): Promise<LogInPayload> {
  const db = await getDb();
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      email: true,
      username: true,
      firstName: true,
      lastName: true,
      phoneNumber: true,
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
    last4PhoneNumber: lastFourDigits(user.phoneNumber),
  };
}
