import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { loadRolloverViews, type RolloverView } from "./rollover-view";

/** The member's rollovers, oldest first (the list on /investing/rollover and the rollovers query). */
export async function listRollovers({ viewer }: { viewer: Viewer | null }): Promise<RolloverView[]> {
  authorize(viewer, "own-data:read");
  return loadRolloverViews(await getDb(), viewer.userId, {});
}
