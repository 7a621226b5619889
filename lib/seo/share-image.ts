// Where a public page's generated share image lives (app/og/[...path]/route.tsx draws it at build time).

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** "/" -> "/og/home", "/partners/kipp" -> "/og/partners/kipp". */
export function shareImagePath(pagePath: string): string {
  return pagePath === "/" ? "/og/home" : `/og${pagePath}`;
}

/** The inverse, from the route's catch-all segments. */
export function pagePathFromShareImage(segments: readonly string[]): string {
  return segments.length === 1 && segments[0] === "home" ? "/" : `/${segments.join("/")}`;
}
