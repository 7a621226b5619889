import { parse as parseCookies } from "cookie";
import { secureCookiePrefix } from "@/lib/auth/session-cookie";

/** HttpOnly, SameSite=Lax, Secure (with the `__Host-` prefix) whenever the site is served over https. */
export function rememberedDeviceCookieName(): string {
  return `${secureCookiePrefix()}mariner.remembered-device`;
}

export function readRememberedDeviceToken(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  return parseCookies(cookieHeader)[rememberedDeviceCookieName()] || null;
}
