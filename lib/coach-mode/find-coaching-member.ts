import type { Db, Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";

export const NO_SUCH_CUSTOMER = "No customer with that email was found.";

/**
 * The member a coach means by this email. Staff accounts cannot be coached (coach mode must never widen what the coach
 * can do), nor can a deactivated account or the coach themselves.
 */
export async function findCoachingMember(
  db: Db | Tx,
  { email, coachUserId }: { email: string; coachUserId: string },
): Promise<{ id: string; email: string; firstName: string }> {
  const member = await db.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, email: true, firstName: true, isStaff: true, deactivatedAt: true },
  });
  if (!member || member.deactivatedAt || member.isStaff || member.id === coachUserId) {
    throw new AppError(AppErrorCode.NOT_FOUND, NO_SUCH_CUSTOMER);
  }
  return { id: member.id, email: member.email, firstName: member.firstName };
}

/** "Jordan Lee", or a stand-in once the staff account is gone. */
export function personName(user: { firstName: string | null; lastName: string | null } | null, fallback = "A coach"): string {
  const name = [user?.firstName, user?.lastName].map((part) => part?.trim()).filter(Boolean).join(" ");
  return name || fallback;
}
