import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { NextResponse } from "next/server";
import { isAppError } from "@/lib/errors";
import { HR_CONNECT_COOKIE, HR_CONNECT_TTL_SECONDS, hrConnectCookieOptions } from "@/lib/hr-sync/hr-connect-state";
import { startHrConnection } from "@/lib/hr-sync/start-hr-connection";
import { HrSystemError } from "@/lib/integrations/hr-system/types";
import { withRequestLog } from "@/lib/log/with-request-log";

// POST /api/hr-system/connect (the Roster tab's 'Connect your HR system' form): a Connect session at the provider,
// the signed state in an HttpOnly cookie, then off to the provider. A form POST, so a cross-site page cannot start it
// (the session cookie is SameSite=Lax).

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  return withRequestLog(request, async () => {
    const form = await request.formData();
    const planId = String(form.get("planId") ?? "");
    const roster = `/dashboard/${encodeURIComponent(planId)}/roster`;
    const viewer = await findViewerForCookieHeader(request.headers.get("cookie"));
    if (!viewer) return redirect(`/log-in?next=${encodeURIComponent(roster)}`);
    try {
      const { connectUrl, state } = await startHrConnection({ viewer, planId });
      const response = redirect(connectUrl);
      response.cookies.set(HR_CONNECT_COOKIE, state, { ...hrConnectCookieOptions(), maxAge: HR_CONNECT_TTL_SECONDS });
      return response;
    } catch (error) {
      if (error instanceof HrSystemError) return redirect(`${roster}?hr=unavailable`);
      if (isAppError(error)) return Response.json({ error: "Not found" }, { status: 404 });
      throw error;
    }
  });
}

function redirect(location: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { location, "cache-control": "no-store" } });
}
