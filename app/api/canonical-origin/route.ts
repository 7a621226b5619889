import { NextResponse, type NextRequest } from "next/server";
import { CANONICAL_PATH_HEADER, canonicalLocation, canonicalOriginFor } from "@/lib/http/canonical-origin";

export const dynamic = "force-dynamic";

/**
 * Answers proxy.ts's "this page was asked for on another host name" with a permanent redirect to the same path on
 * SITE_URL (see lib/http/canonical-origin.ts). Called directly it can only ever send to SITE_URL's own origin.
 */
function redirectToCanonical(request: NextRequest): NextResponse {
  const origin = canonicalOriginFor(request);
  if (!origin) return new NextResponse("Not found", { status: 404 });
  const response = NextResponse.redirect(canonicalLocation(origin, request.headers.get(CANONICAL_PATH_HEADER)), 308);
  response.headers.set("cache-control", "no-store");
  return response;
}

export const GET = redirectToCanonical;
export const HEAD = redirectToCanonical;
