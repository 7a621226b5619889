import { findAddressDetails } from "@/lib/address-lookup/find-address-details";
import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { SIGN_IN_AGAIN_MESSAGE } from "@/lib/errors";
import { appErrorResponse } from "@/lib/http/app-error-response";
import { withRequestLog } from "@/lib/log/with-request-log";

// GET /api/address-lookup/details?placeId=&session=: the chosen suggestion in the clearing firm's address fields
// ({ details: null } when it is not a full US street address), for the signed-in person.

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

async function details(request: Request): Promise<Response> {
  const viewer = await findViewerForCookieHeader(request.headers.get("cookie"));
  if (!viewer) return Response.json({ error: SIGN_IN_AGAIN_MESSAGE }, { status: 401, headers: PRIVATE });
  const query = new URL(request.url).searchParams;
  try {
    const input = { placeId: query.get("placeId") ?? "", sessionToken: query.get("session") ?? undefined };
    return Response.json({ details: await findAddressDetails({ viewer, input }) }, { headers: PRIVATE });
  } catch (error) {
    return appErrorResponse(error, PRIVATE);
  }
}

export async function GET(request: Request): Promise<Response> {
  return withRequestLog(request, () => details(request));
}
