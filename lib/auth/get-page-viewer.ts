import "server-only";
import { cookies, headers } from "next/headers";
import { cache } from "react";
import type { Viewer } from "@/lib/authz/viewer";
import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { recordCoachPageView } from "@/lib/coach-mode/record-coach-page-view";

/**
 * The signed-in viewer of the page being rendered (once per render), or null. In coach mode the page's path goes to
 * the audit log here, on the server, for every page render the coach receives (a router prefetch is not a view).
 */
export const getPageViewer = cache(async (): Promise<Viewer | null> => {
  const cookieStore = await cookies();
  const viewer = await findViewerForCookieHeader(cookieStore.toString() || null);
  if (viewer?.isCoachMode) {
    const requestHeaders = await headers();
    const path = requestHeaders.get("x-request-path");
    if (path && requestHeaders.get("next-router-prefetch") !== "1") await recordCoachPageView({ viewer, path });
  }
  return viewer;
});
