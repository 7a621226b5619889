import "server-only";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { AppError, AppErrorCode } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { createUploadLink } from "@/lib/uploads/create-upload-link";
import {
  BUG_REPORT_MESSAGES,
  isScreenshotContentType,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_PURPOSE,
} from "./feedback-schema";
import { BUG_REPORT_LIMIT } from "./report-bug";

/**
 * Where the browser PUTs a bug report's screenshot (docs/ARCHITECTURE.md "How a stored file is added"): a key of the
 * person reporting (in coach mode the staff member) and a short-lived URL bound to the type and size. reportBug
 * confirms the file before it is kept.
 */
export async function createBugScreenshotUploadLink({
  viewer,
  contentType,
  size,
}: {
  viewer: Viewer | null;
  contentType: string;
  size: number;
}) {
  authorize(viewer, "bug-reports:write");
  if (!isScreenshotContentType(contentType)) {
    throw new AppError(AppErrorCode.INVALID_INPUT, BUG_REPORT_MESSAGES.screenshotType, { field: "contentType" });
  }
  if (!Number.isInteger(size) || size <= 0 || size > SCREENSHOT_MAX_BYTES) {
    throw new AppError(AppErrorCode.INVALID_INPUT, BUG_REPORT_MESSAGES.screenshotTooLarge, { field: "size" });
  }
  await consumeRateLimit({
    key: `bug-report-upload:user:${viewer.actor.id}`,
    limit: BUG_REPORT_LIMIT.perUserPerHour,
    windowSeconds: 3600,
  });
  return createUploadLink({
    userId: viewer.actor.id,
    purpose: SCREENSHOT_PURPOSE,
    contentType,
    size,
    maxBytes: SCREENSHOT_MAX_BYTES,
  });
}
