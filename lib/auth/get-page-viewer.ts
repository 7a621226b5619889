import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import type { Viewer } from "@/lib/authz/viewer";
import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";

/** The signed-in viewer of the page being rendered (once per render), or null. */
export const getPageViewer = cache(async (): Promise<Viewer | null> => {
  const cookieStore = await cookies();
  return findViewerForCookieHeader(cookieStore.toString() || null);
});
