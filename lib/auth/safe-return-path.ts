export const DEFAULT_SIGNED_IN_PATH = "/health";

/**
 * Where to go after signing in: only a same-origin relative path is accepted (spec 000 §2.3, issue 3); anything
 * else - absolute URLs, protocol-relative `//host`, backslash tricks, control characters - goes to /health.
 * A request for `/` also goes to /health: the landing page is for signed-out visitors.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (!candidate || !candidate.startsWith("/") || candidate === "/") return DEFAULT_SIGNED_IN_PATH;
  if (candidate.startsWith("//") || candidate.includes("\\") || /[\u0000-\u001f\u007f]/.test(candidate)) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  try {
    const url = new URL(candidate, "http://same-origin.invalid");
    if (url.origin !== "http://same-origin.invalid") return DEFAULT_SIGNED_IN_PATH;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return DEFAULT_SIGNED_IN_PATH;
  }
}
