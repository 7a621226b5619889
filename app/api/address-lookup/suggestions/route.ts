import { suggestAddresses } from "@/lib/address-lookup/suggest-addresses";
import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { SIGN_IN_AGAIN_MESSAGE } from "@/lib/errors";
import { appErrorResponse } from "@/lib/http/app-error-response";
import { withRequestLog } from "@/lib/log/with-request-log";

// GET /api/address-lookup/suggestions?q=&session=: US street addresses completing `q`, for the signed-in person's
// address fields. The provider's key stays on the server.

export const dynamic = "force-dynamic";

const PRIVATE = { "Cache-Control": "private, no-store" };

async function suggestions(request: Request): Promise<Response> {
  const viewer = await findViewerForCookieHeader(request.headers.get("cookie"));
  if (!viewer) return Response.json({ error: SIGN_IN_AGAIN_MESSAGE }, { status: 401, headers: PRIVATE });
  const query = new URL(request.url).searchParams;
  try {
    const input = { text: query.get("q") ?? "", sessionToken: query.get("session") ?? undefined };
    return Response.json({ suggestions: await suggestAddresses({ viewer, input }) }, { headers: PRIVATE });
  } catch (error) {
    return appErrorResponse(error, PRIVATE);
  }
}

export async function GET(request: Request): Promise<Response> {
  return withRequestLog(request, () => suggestions(request));
}
