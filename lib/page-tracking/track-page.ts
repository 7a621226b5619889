import { z } from "zod";

import type { Viewer } from "@/lib/authz/viewer";
import { getDb } from "@/lib/db";
import { isAppError } from "@/lib/errors";
import { consumeRateLimit } from "@/lib/rate-limit/consume-rate-limit";
import { isTrackedPath } from "./tracked-paths";

/** Generous for people clicking around, small enough that a script cannot fill the table. */
export const TRACK_PAGE_LIMIT = { limit: 30, windowSeconds: 60 } as const;

const trackPageSchema = z.object({
  pageName: z.string().trim().min(1).max(200),
  pageUrl: z.string().trim().min(1).max(2048),
});

/** The path of a page URL or path; null when it is neither. The query string and fragment are dropped. */
export function pagePath(pageUrl: string): string | null {
  try {
    // A relative base makes "/contact?x=1" and "https://host/contact#a" both parse; only the path is kept.
    const url = new URL(pageUrl, "http://page.invalid");
    return url.pathname;
  } catch {
    return null;
  }
}

/**
 * Records a signed-in member's visit to a tracked page (spec 000 §7 trackPage). `ok` says the call was well formed;
 * `sent` says a row was stored: never for an untracked path, a coach acting as the member (the coach's clicks are
 * not the member's interest), or past the per-session limit. Tracking must never get in the member's way, so none
 * of those is an error.
 */
export async function trackPage({
  viewer,
  pageName,
  pageUrl,
}: {
  viewer: Viewer;
  pageName: string;
  pageUrl: string;
}): Promise<{ ok: boolean; sent: boolean }> {
  const parsed = trackPageSchema.safeParse({ pageName, pageUrl });
  const path = parsed.success ? pagePath(parsed.data.pageUrl) : null;
  if (!parsed.success || path === null) return { ok: false, sent: false };
  if (viewer.isCoachMode || !isTrackedPath(path)) return { ok: true, sent: false };
  try {
    await consumeRateLimit({ key: `track-page:${viewer.sessionId}`, ...TRACK_PAGE_LIMIT });
  } catch (error) {
    if (isAppError(error) && error.code === "RATE_LIMITED") return { ok: true, sent: false };
    throw error;
  }
  const db = await getDb();
  await db.pageView.create({ data: { userId: viewer.userId, pageName: parsed.data.pageName, pageUrl: path } });
  return { ok: true, sent: true };
}
