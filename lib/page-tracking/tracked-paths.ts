// Which pages trackPage records (spec 000 §7, §9: "Content paths triggering page tracking: /contact"). Shared by the
// signed-in shell's navigation listener and the server, so both agree on what counts.

export const TRACKED_PATH_PREFIXES = ["/contact"] as const;

/** The spec says "paths beginning /contact": a plain prefix test on the path, as it says. */
export function isTrackedPath(path: string): boolean {
  return TRACKED_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** The name sent with a tracked path: the top navigation's label for it. */
export function trackedPageName(path: string): string {
  return path.startsWith("/contact") ? "Coaching" : path;
}
