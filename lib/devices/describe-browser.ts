import Bowser from "bowser";

/** "Chrome on macOS", "Safari on iOS", from a User-Agent header; "Unknown browser" when it says nothing usable. */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown browser";
}
