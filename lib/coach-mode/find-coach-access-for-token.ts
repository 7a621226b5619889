import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { hashToken } from "@/lib/crypto/hash-token";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { REQUEST_NOT_FOUND_MESSAGE } from "./coach-access-policy";
import { coachAccessSelect, toCoachAccessView, type CoachAccessView } from "./coach-access-view";

/**
 * The request behind an emailed link, for the member it was sent to, signed in as themselves. Anyone else (another
 * member, the coach, coach mode) learns nothing: the same 'not found' as a wrong or used token. Opening the link signs
 * no one in and answers nothing.
 */
export async function findCoachAccessForToken({
  viewer,
  token,
}: {
  viewer: Viewer | null;
  token: string;
}): Promise<CoachAccessView> {
  authorize(viewer, "coach-access:answer");
  const db = await getDb();
  const row = token
    ? await db.coachAccessGrant.findUnique({
        where: { tokenHash: hashToken(token) },
        select: { ...coachAccessSelect, memberUserId: true },
      })
    : null;
  if (!row || row.memberUserId !== viewer.userId) {
    throw new AppError(AppErrorCode.NOT_FOUND, REQUEST_NOT_FOUND_MESSAGE);
  }
  return toCoachAccessView(row);
}
