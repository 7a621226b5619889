import "server-only";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { rosterImportSelect, toRosterImportView, type RosterImportView } from "./roster-import-view";

/** One import of the plan (its preview, then its progress while applying); the page polls it. */
export async function getRosterImport({
  viewer,
  planId,
  rosterImportId,
}: {
  viewer: Viewer | null;
  planId: string;
  rosterImportId: string;
}): Promise<RosterImportView> {
  authorize(viewer, "plan:read", { planId });
  const db = await getDb();
  const found = await db.rosterImport.findFirst({ where: { id: rosterImportId, employerPlanId: planId }, select: rosterImportSelect });
  if (!found) throw new AppError(AppErrorCode.NOT_FOUND, "Upload not found.");
  return toRosterImportView(found);
}
