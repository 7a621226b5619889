import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { hashToken } from "@/lib/crypto/hash-token";
import type { Db, Tx } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { INVALID_TOKEN_MESSAGE } from "./notification-schemas";

export type PreferenceOwner = { userId: string; email: string | null };

/**
 * Whose notification preferences a call is about. With an unsubscribe token: its owner, whoever is signed in (the
 * token acts only for them, 001 §4); without one: the signed-in member. `write` refuses coach mode: a coach never
 * changes what the customer hears from us. A token never signs anyone in; it is only read here.
 */
export async function resolvePreferenceOwner(
  db: Db | Tx,
  { viewer, unsubscribeToken, write }: { viewer: Viewer | null; unsubscribeToken?: string | null; write: boolean },
): Promise<PreferenceOwner> {
  if (write && viewer?.isCoachMode) authorize(viewer, "notifications:write");
  const token = unsubscribeToken?.trim();
  if (token) {
    const row = await db.unsubscribeToken.findUnique({
      where: { tokenHash: hashToken(token) },
      select: { expiresAt: true, user: { select: { id: true, email: true, deactivatedAt: true } } },
    });
    if (!row || row.expiresAt <= new Date() || row.user.deactivatedAt) {
      throw new AppError(AppErrorCode.INVALID_INPUT, INVALID_TOKEN_MESSAGE);
    }
    return { userId: row.user.id, email: row.user.email };
  }
  authorize(viewer, write ? "notifications:write" : "own-data:read");
  const user = await db.user.findUniqueOrThrow({ where: { id: viewer.userId }, select: { email: true } });
  return { userId: viewer.userId, email: user.email };
}
