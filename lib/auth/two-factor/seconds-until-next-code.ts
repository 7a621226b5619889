import { getDb } from "@/lib/db";
import { cooldownSecondsLeft } from "@/lib/auth/two-factor/two-factor-policy";

/** How long until this number may be sent another code (the cooldown after the last one); 0 when it may now. */
export async function secondsUntilNextCode({ phoneNumber, now = new Date() }: { phoneNumber: string; now?: Date }): Promise<number> {
  const db = await getDb();
  const last = await db.oneTimeCode.findFirst({
    where: { phoneNumber },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  return last ? cooldownSecondsLeft(last.createdAt, now) : 0;
}
