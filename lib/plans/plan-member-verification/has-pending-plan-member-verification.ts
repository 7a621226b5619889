import { getDb } from "@/lib/db";

/** True when a link to this work email is out and still usable, so the page need not send another. */
export async function hasPendingPlanMemberVerification({
  userId,
  workEmail,
}: {
  userId: string;
  workEmail: string;
}): Promise<boolean> {
  const db = await getDb();
  const pending = await db.authToken.findFirst({
    where: {
      userId,
      purpose: "VERIFY_PLAN_MEMBER",
      email: workEmail.trim().toLowerCase(),
      usedAt: null,
      expiresAt: { gt: new Date() },
    },
    select: { id: true },
  });
  return pending !== null;
}
