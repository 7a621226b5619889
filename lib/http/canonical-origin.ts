// Every flow must start on the one origin the product names in SITE_URL: cookies (the session, the staff sign-in's
// state) belong to a host name, and emailed links and identity-provider returns go to SITE_URL. A page opened on
// another name of the same server (127.0.0.1 for localhost, a load balancer's address, a bare domain) is sent to
// SITE_URL first, so a sign-in begun there does not end on a host whose cookies the browser never had.

type RequestLike = { headers: Headers; nextUrl: { host: string; pathname: string; search: string } };

/** The host name (with port) the request was addressed to, as the browser typed it. */
function requestHost(request: RequestLike): string {
  // Behind a reverse proxy the browser's host arrives as X-Forwarded-Host. Spoofing it gains nothing: the answer is
  // at most a redirect to SITE_URL.
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return (forwarded || request.headers.get("host") || request.nextUrl.host).toLowerCase();
}

/**
 * The canonical URL for a page request that arrived on another host name, or null when it is already on it. With
 * SITE_URL unset (a laptop), the canonical host is `localhost` on whatever port the request used, as the emailed
 * links' default is. The scheme is not compared: TLS usually ends at a proxy in front of the app.
 */
export function canonicalOriginRedirect(
  request: RequestLike,
  siteUrl: string | undefined = process.env.SITE_URL,
): string | null {
  const host = requestHost(request);
  let canonical: URL;
  try {
    canonical = new URL(siteUrl || `http://localhost:${host.includes(":") ? host.split(":").pop() : ""}`);
  } catch {
    return null; // a malformed SITE_URL is reported by getEnv() at start; never redirect on a guess
  }
  if (canonical.host.toLowerCase() === host) return null;
  return new URL(`${request.nextUrl.pathname}${request.nextUrl.search}`, canonical.origin).toString();
}
