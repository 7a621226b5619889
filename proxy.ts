import { NextResponse, type NextRequest } from "next/server";
import { DEFAULT_SIGNED_IN_PATH } from "@/lib/auth/safe-return-path";
import { SIGNED_IN_HINT_COOKIE } from "@/lib/auth/session-policy";
import { CANONICAL_PATH_HEADER, CANONICAL_REDIRECT_ROUTE, canonicalOriginFor } from "@/lib/http/canonical-origin";
import { canonicalPublicPath } from "@/lib/http/canonical-public-path";
import {
  STRICT_TRANSPORT_SECURITY,
  contentSecurityPolicy,
  cspIntegrationsFrom,
  newNonce,
} from "@/lib/http/content-security-policy";
import { notFoundScriptHashes, prerenderedScriptHashes } from "@/lib/http/prerendered-script-hashes";
import { REQUEST_ID_HEADER, requestIdFor, trustedProxyCountSetting } from "@/lib/log/request-id";

const SESSION_COOKIES = ["next-auth.session-token", "__Host-next-auth.session-token"];
const SIGNED_IN_HOME = DEFAULT_SIGNED_IN_PATH;

// Runs on every page request:
// - a page opened on another host name of this server (127.0.0.1 for localhost, say) goes to SITE_URL first, so
//   every flow starts on the origin whose cookies the emailed links and the identity providers' returns expect;
// - mixed-case public slugs (/partners/HCC) go, permanently, to the lower-case page that was prerendered;
// - the landing page is only for signed-out visitors (spec 000 §2.1): a browser that holds a session cookie and
//   the client's signed-in hint goes to its home instead. Only a hint: /health's layout checks the session and
//   sends a stale one to /log-in, and the landing page itself stays static and sessionless;
// - passes the requested path to server layouts (which cannot read it otherwise): the signed-in layout's guards
//   look at it. The header is always the proxy's, never one the browser sent. Not a security check by itself;
// - gives every page its Content-Security-Policy (lib/http/content-security-policy.ts), HSTS on https, and a
//   request id (lib/log/request-id.ts) in x-request-id.
export function proxy(request: NextRequest) {
  const requestId = requestIdFor(request.headers, trustedProxyCountSetting());
  const response = route(request, requestId);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  if (siteIsHttps()) response.headers.set("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  return response;
}

function siteIsHttps(): boolean {
  return (process.env.SITE_URL ?? "").startsWith("https://");
}

function route(request: NextRequest, requestId: string): NextResponse {
  const { pathname, search } = request.nextUrl;
  // A path that is not valid percent-encoding (/verify/sent/%E0%A4%A) names no page; Next's router would throw on it.
  if (!isDecodable(pathname)) return new NextResponse("Bad request: malformed URL.", { status: 400 });

  if ((request.method === "GET" || request.method === "HEAD") && canonicalOriginFor(request)) {
    // Answered by a route: Next would make this proxy's own redirect relative when SITE_URL is the host it is bound
    // to, and a relative redirect on the wrong host loops.
    const headers = new Headers(request.headers);
    headers.set(CANONICAL_PATH_HEADER, `${pathname}${search}`);
    return NextResponse.rewrite(new URL(CANONICAL_REDIRECT_ROUTE, request.url), { request: { headers } });
  }

  const canonical = canonicalPublicPath(pathname);
  if (canonical) return NextResponse.redirect(new URL(`${canonical}${search}`, request.url), 308);

  if (pathname === "/" && looksSignedIn(request)) {
    return NextResponse.redirect(new URL(SIGNED_IN_HOME, request.url), 307);
  }

  const headers = new Headers(request.headers);
  headers.set("x-request-path", `${pathname}${search}`);
  headers.set(REQUEST_ID_HEADER, requestId);
  const policy = pagePolicy(pathname);
  // Next reads the nonce from the request's policy and puts it on every script it renders.
  if (policy.perRequest) headers.set("content-security-policy", policy.value);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy.value);
  return response;
}

/** A prerendered page allows its own inline scripts by hash; any other page gets a new nonce. */
function pagePolicy(pathname: string): { value: string; perRequest: boolean } {
  const common = {
    integrations: cspIntegrationsFrom(),
    https: siteIsHttps(),
    development: process.env.NODE_ENV === "development",
  };
  const hashes = prerenderedScriptHashes(pathname);
  if (hashes) return { value: contentSecurityPolicy({ ...common, hashes }), perRequest: false };
  return { value: contentSecurityPolicy({ ...common, nonce: newNonce(), hashes: notFoundScriptHashes() }), perRequest: true };
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function looksSignedIn(request: NextRequest): boolean {
  return (
    request.cookies.get(SIGNED_IN_HINT_COOKIE)?.value === "true" &&
    SESSION_COOKIES.some((name) => request.cookies.has(name))
  );
}

export const config = {
  // Every request but the API and Next's own assets; a narrower list would let a route it forgot carry a forged header.
  matcher: ["/((?!api/|_next/static/|_next/image|favicon.ico).*)"],
};
