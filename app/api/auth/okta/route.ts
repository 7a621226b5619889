import { NextResponse, type NextRequest } from "next/server";
import { startOktaSignIn } from "@/lib/auth/okta/start-okta-sign-in";
import { OKTA_FLOW_MAX_AGE_SECONDS, oktaFlowCookieName, oktaFlowCookieOptions } from "@/lib/auth/okta/okta-flow-cookie";
import { canonicalOriginRedirect } from "@/lib/http/canonical-origin";
import { absoluteUrl } from "@/lib/site-url";
import { logger } from "@/lib/log/logger";
import { withRequestLog } from "@/lib/log/with-request-log";

export const dynamic = "force-dynamic";

/** GET /api/auth/okta[?signup=true]: sends the browser to the staff identity provider (spec 000 §4.3). */
async function startStaffSignIn(request: NextRequest) {
  // The flow's state cookie must be set on the host the provider returns to (SITE_URL); proxy.ts skips /api.
  const canonicalOrigin = canonicalOriginRedirect(request);
  if (canonicalOrigin) return NextResponse.redirect(canonicalOrigin, 308);
  const signup = request.nextUrl.searchParams.get("signup") === "true";
  let started: Awaited<ReturnType<typeof startOktaSignIn>>;
  try {
    started = await startOktaSignIn({ signup });
  } catch (error) {
    logger.error({ err: error }, "staff sign-in could not start");
    return NextResponse.redirect(absoluteUrl(`/okta/callback?error=temporarily_unavailable${signup ? "&signup=true" : ""}`), 303);
  }
  if (!started) return new NextResponse("Not found", { status: 404 });

  const response = NextResponse.redirect(started.url, 303);
  response.headers.set("cache-control", "no-store");
  response.cookies.set(oktaFlowCookieName(), started.flowCookie, {
    ...oktaFlowCookieOptions(),
    maxAge: OKTA_FLOW_MAX_AGE_SECONDS,
  });
  return response;
}

export async function GET(request: NextRequest): Promise<Response> {
  return withRequestLog(request, () => startStaffSignIn(request));
}
