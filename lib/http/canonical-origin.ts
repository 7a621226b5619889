// Every flow must start on the one origin the product names in SITE_URL: cookies (the session, the staff sign-in's
// state) belong to a host name, and emailed links and identity-provider returns go to SITE_URL. A page opened on
// another name of the same server (127.0.0.1 for localhost, a load balancer's address, a bare domain) is sent to
// SITE_URL first, so a sign-in begun there does not end on a host whose cookies the browser never had.

type RequestLike = { headers: Headers; nextUrl: { host: string; pathname: string; search: string } };

/** The header proxy.ts passes the original path and query in, to the route that answers the redirect. */
export const CANONICAL_PATH_HEADER = "x-canonical-path";
/** That route (Next turns a proxy's own redirect to the host it is bound to into a relative one, which would loop). */
export const CANONICAL_REDIRECT_ROUTE = "/api/canonical-origin";

/** The host name (with port) the request was addressed to, as the browser typed it. */
function requestHost(request: Pick<RequestLike, "headers"> & { nextUrl: { host: string } }): string {
  // Behind a reverse proxy the browser's host arrives as X-Forwarded-Host. Spoofing it gains nothing: the answer is
  // at most a redirect to SITE_URL.
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return (forwarded || request.headers.get("host") || request.nextUrl.host).toLowerCase();
}

/**
 * SITE_URL's origin when the request arrived on another host name, or null when it is already on it. With SITE_URL
 * unset (a laptop), the canonical host is `localhost` on whatever port the request used, as the emailed links'
 * default is. The scheme is not compared: TLS usually ends at a proxy in front of the app.
 */
export function canonicalOriginFor(
  request: Pick<RequestLike, "headers"> & { nextUrl: { host: string } },
  siteUrl: string | undefined = process.env.SITE_URL,
): string | null {
  const host = requestHost(request);
  let canonical: URL;
  try {
    canonical = new URL(siteUrl || `http://localhost:${host.includes(":") ? host.split(":").pop() : ""}`);
  } catch {
    return null; // a malformed SITE_URL is reported by getEnv() at start; never redirect on a guess
  }
  return canonical.host.toLowerCase() === host ? null : canonical.origin;
}

/** The same path and query on the canonical origin; anything that is not a plain absolute path becomes "/". */
export function canonicalLocation(origin: string, pathWithQuery: string | null): string {
  const path = pathWithQuery && pathWithQuery.startsWith("/") && !pathWithQuery.startsWith("//") ? pathWithQuery : "/";
  return new URL(path, origin).toString();
}

/** The canonical URL for a request that arrived on another host name, or null when it is already on it. */
export function canonicalOriginRedirect(request: RequestLike, siteUrl?: string): string | null {
  const origin = canonicalOriginFor(request, siteUrl === undefined ? process.env.SITE_URL : siteUrl);
  return origin ? canonicalLocation(origin, `${request.nextUrl.pathname}${request.nextUrl.search}`) : null;
}
