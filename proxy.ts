import { NextResponse, type NextRequest } from "next/server";

// Passes the requested path to server layouts (which cannot read it otherwise): the signed-in layout's guards look
// at it, and a signed-out visitor is sent to /log-in and brought back to it afterwards. It runs on every page
// request, so the header is always the proxy's and never one the browser sent. Not a security check by itself: the
// layouts check the session on the server.
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set("x-request-path", `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Every request but the API and Next's own assets; a narrower list would let a route it forgot carry a forged header.
  matcher: ["/((?!api/|_next/static/|_next/image|favicon.ico).*)"],
};
