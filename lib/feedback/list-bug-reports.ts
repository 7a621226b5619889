import "server-only";
import { authorize } from "@/lib/authz/permissions";
import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { getFileStorage } from "@/lib/integrations/storage/get-file-storage";
import { type CursorPage, newestFirstPage, timeAndIdKey, toCursorPage } from "@/lib/pagination/cursor-page";
import { DOWNLOAD_LINK_LIFETIME_SECONDS } from "@/lib/uploads/upload-rules";

export const BUG_REPORTS_PAGE_SIZE = 50;

export type BugReportRecord = {
  id: string;
  description: string;
  pagePath: string;
  userAgent: string;
  createdAt: Date;
  reporter: { userId: string; email: string; firstName: string; lastName: string };
  /** A signed link valid for minutes, made for this staff reader only; never stored or logged. */
  screenshotUrl: string | null;
};

/** Staff only: bug reports newest first, each screenshot as a short-lived signed link. */
export async function listBugReports({
  viewer,
  first,
  after,
}: {
  viewer: Viewer | null;
  first?: number | null;
  after?: string | null;
}): Promise<CursorPage<BugReportRecord>> {
  authorize(viewer, "bug-reports:read");
  const { take, findArgs } = newestFirstPage({ first, after, max: BUG_REPORTS_PAGE_SIZE });
  const db = await getDb();
  const rows = await db.bugReport.findMany({
    ...findArgs,
    select: {
      id: true,
      description: true,
      pagePath: true,
      userAgent: true,
      screenshotKey: true,
      createdAt: true,
      user: { select: { id: true, email: true, firstName: true, lastName: true } },
    },
  });
  const storage = getFileStorage();
  const records = await Promise.all(
    rows.map(async ({ user, screenshotKey, ...row }) => ({
      ...row,
      reporter: { userId: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
      screenshotUrl: screenshotKey
        ? (await storage.createDownloadUrl({ key: screenshotKey, expiresInSeconds: DOWNLOAD_LINK_LIFETIME_SECONDS })).url
        : null,
    })),
  );
  return toCursorPage(records, take, (record) => timeAndIdKey(record.createdAt, record.id));
}
