import { getDb } from "@/lib/db";
import { CODE_SEND_COOLDOWN_SECONDS } from "@/lib/auth/two-factor/two-factor-policy";

/** How long until this number may be sent another code (the cooldown after the last one); 0 when it may now. */
export async function secondsUntilNextCode({ phoneNumber, now = new Date() }: { phoneNumber: string; now?: Date }): Promise<number> {
  const db = await getDb();
  const last = await db.oneTimeCode.findFirst({
    where: { phoneNumber },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  if (!last) return 0;
  const waitMs = last.createdAt.getTime() + CODE_SEND_COOLDOWN_SECONDS * 1000 - now.getTime();
  return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
}
