import "server-only";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { AppError, AppErrorCode } from "@/lib/errors";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";
import { logger } from "@/lib/log/logger";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { confirmUpload } from "@/lib/uploads/confirm-upload";
import { parseInput } from "@/lib/validation/parse-input";
import { BUG_REPORT_MESSAGES, bugReportSchema, SCREENSHOT_MAX_BYTES, SCREENSHOT_PURPOSE } from "./feedback-schema";

/** Several real bugs in an hour is possible; dozens is a flood of the staff list and of storage. */
export const BUG_REPORT_LIMIT = { perUserPerHour: 10 } as const;

/**
 * Records 'Report a Bug': what happened, the page, the browser and an optional screenshot the browser has already
 * PUT to the link from createBugScreenshotUploadLink. The screenshot must be the reporter's own key of this purpose
 * and pass confirmUpload (size, declared type, magic bytes); otherwise nothing is stored.
 */
export async function reportBug({ viewer, input }: { viewer: Viewer | null; input: unknown }): Promise<{ id: string }> {
  authorize(viewer, "bug-reports:write");
  const report = parseInput(bugReportSchema, input);
  const reporterId = viewer.actor.id;
  await consumeRateLimit({ key: `bug-report:user:${reporterId}`, limit: BUG_REPORT_LIMIT.perUserPerHour, windowSeconds: 3600 });

  if (report.screenshotKey) {
    // A key is accepted only from the reporter's own screenshot folder: never another member's file.
    const ownPrefix = `users/${reporterId}/${SCREENSHOT_PURPOSE}/`;
    if (!report.screenshotKey.startsWith(ownPrefix)) {
      throw new AppError(AppErrorCode.INVALID_INPUT, BUG_REPORT_MESSAGES.screenshotMissing, { field: "screenshotKey" });
    }
    const storage = getFileStorage();
    const stored = await storage.head(report.screenshotKey);
    if (!stored) throw new AppError(AppErrorCode.INVALID_INPUT, BUG_REPORT_MESSAGES.screenshotMissing, { field: "screenshotKey" });
    await confirmUpload({ key: report.screenshotKey, contentType: stored.contentType, maxBytes: SCREENSHOT_MAX_BYTES, storage }).catch(
      (error: unknown) => {
        throw new AppError(AppErrorCode.INVALID_INPUT, BUG_REPORT_MESSAGES.screenshotType, { field: "screenshotKey", cause: error });
      },
    );
  }

  const db = await getDb();
  const created = await db.bugReport.create({
    data: {
      userId: reporterId,
      description: report.description,
      pagePath: report.pagePath,
      userAgent: report.userAgent,
      screenshotKey: report.screenshotKey,
    },
    select: { id: true },
  });
  logger.info({ bugReportId: created.id }, "bug report recorded");
  return created;
}
