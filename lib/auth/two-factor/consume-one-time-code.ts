import { getDb } from "@/lib/db";
import type { OneTimeCodePurpose } from "@/lib/generated/prisma/enums";
import { oneTimeCodeMatches } from "@/lib/auth/two-factor/one-time-code";
import { CODE_MAX_ATTEMPTS } from "@/lib/auth/two-factor/two-factor-policy";

/**
 * What a typed code did: used it up, missed (one of the code's tries gone), found no code to try, or found that the
 * newest code went to another number than the one named (nothing tried).
 */
export type CodeOutcome = { kind: "used" } | { kind: "wrong" } | { kind: "expired" } | { kind: "other-number" };

/**
 * Tries `code` against the user's newest unused code of `purpose`. A code works once, for its lifetime, and dies
 * after CODE_MAX_ATTEMPTS wrong tries: each try is claimed atomically before the comparison, so parallel guesses
 * cannot share one try. With `phoneNumber`, only a code sent to that number is tried.
 */
export async function consumeOneTimeCode({
  userId,
  purpose,
  code,
  phoneNumber,
}: {
  userId: string;
  purpose: OneTimeCodePurpose;
  code: string;
  phoneNumber?: string;
}): Promise<CodeOutcome> {
  const db = await getDb();
  const latest = await db.oneTimeCode.findFirst({
    where: { userId, purpose, consumedAt: null },
    orderBy: { createdAt: "desc" },
    select: { id: true, codeHash: true, phoneNumber: true },
  });
  if (!latest) return { kind: "expired" };
  if (phoneNumber !== undefined && latest.phoneNumber !== phoneNumber) return { kind: "other-number" };
  const claimed = await db.oneTimeCode.updateMany({
    where: { id: latest.id, consumedAt: null, expiresAt: { gt: new Date() }, attempts: { lt: CODE_MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  if (claimed.count !== 1) return { kind: "expired" };
  if (!/^\d{6}$/.test(code) || !oneTimeCodeMatches({ codeId: latest.id, code, codeHash: latest.codeHash })) {
    return { kind: "wrong" };
  }
  const consumed = await db.oneTimeCode.updateMany({
    where: { id: latest.id, consumedAt: null },
    data: { consumedAt: new Date() },
  });
  return consumed.count === 1 ? { kind: "used" } : { kind: "expired" };
}
