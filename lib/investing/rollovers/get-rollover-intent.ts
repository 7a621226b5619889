import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { ROLLOVER_MESSAGES } from "./rollover-schema";
import { loadRolloverViews, type RolloverView } from "./rollover-view";

/** Every leg of one of the member's rollovers (the manifest stepper); anyone else's is "not found". */
export async function getRolloverIntent({
  viewer,
  transferIntentId,
}: {
  viewer: Viewer | null;
  transferIntentId: string;
}): Promise<RolloverView[]> {
  authorize(viewer, "own-data:read");
  const legs = await loadRolloverViews(await getDb(), viewer.userId, { transferIntentId });
  if (legs.length === 0) throw new AppError(AppErrorCode.NOT_FOUND, ROLLOVER_MESSAGES.notFound);
  return legs;
}
