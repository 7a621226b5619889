import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { ROLLOVER_MESSAGES } from "./rollover-schema";
import { loadRolloverViews, type RolloverView } from "./rollover-view";

/** One of the member's rollovers (/investing/rollover/{id}, the rollover query); anyone else's is "not found". */
export async function getRollover({ viewer, rolloverId }: { viewer: Viewer | null; rolloverId: string }): Promise<RolloverView> {
  authorize(viewer, "own-data:read");
  const [rollover] = await loadRolloverViews(await getDb(), viewer.userId, { id: rolloverId });
  if (!rollover) throw new AppError(AppErrorCode.NOT_FOUND, ROLLOVER_MESSAGES.notFound);
  return rollover;
}
