import { NextResponse, type NextRequest } from "next/server";

// Passes the requested path to server layouts (which cannot read it otherwise) so a signed-out visitor can be sent
// to /log-in and brought back afterwards. Not a security check: the layouts check the session on the server.
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set("x-request-path", `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: [
    "/health/:path*",
    "/accounts/:path*",
    "/budget/:path*",
    "/budget-category/:path*",
    "/spend/:path*",
    "/transactions/:path*",
    "/goals/:path*",
    "/goal/:path*",
    "/learn/:path*",
    "/contact/:path*",
    "/account-details/:path*",
    "/documents/:path*",
    "/plan-details/:path*",
    "/profile/:path*",
    "/investing/:path*",
    "/dashboard/:path*",
    "/plan-success-dashboard/:path*",
    "/customers/:path*",
    "/plans/:path*",
    "/advisor/:path*",
    "/admin/:path*",
    "/onboarding/:path*",
  ],
};
