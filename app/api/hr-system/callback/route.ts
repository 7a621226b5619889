import { NextResponse, type NextRequest } from "next/server";
import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { isAppError } from "@/lib/errors";
import { completeHrConnection } from "@/lib/hr-sync/complete-hr-connection";
import { HR_CONNECT_COOKIE, hrConnectCookieOptions, readHrConnectState } from "@/lib/hr-sync/hr-connect-state";
import { HrSystemError } from "@/lib/integrations/hr-system/types";
import { withRequestLog } from "@/lib/log/with-request-log";

// GET /api/hr-system/callback?code=… (or ?error=… when the employer cancelled): where the provider's Connect returns.
// The signed cookie names the plan and the administrator; the result is told on the Roster tab (?hr=…).

export const dynamic = "force-dynamic";

export async function GET(request: NextRequest): Promise<Response> {
  return withRequestLog(request, async () => {
    const url = new URL(request.url);
    const stateCookie = request.cookies.get(HR_CONNECT_COOKIE)?.value;
    const state = readHrConnectState(stateCookie);
    const roster = (outcome: string) => (state ? `/dashboard/${encodeURIComponent(state.planId)}/roster?hr=${outcome}` : "/health");
    const code = url.searchParams.get("code");
    if (!code) return redirect(roster("cancelled"));
    const viewer = await findViewerForCookieHeader(request.headers.get("cookie"));
    try {
      await completeHrConnection({ viewer, code, stateCookie });
      return redirect(roster("connected"));
    } catch (error) {
      if (error instanceof HrSystemError) return redirect(roster(error.kind === "INVALID_CODE" ? "expired" : "unavailable"));
      if (isAppError(error)) return redirect(roster("expired"));
      throw error;
    }
  });
}

function redirect(location: string): Response {
  const response = new NextResponse(null, { status: 303, headers: { location, "cache-control": "no-store" } });
  // The state is used once: cleared whatever happened.
  response.cookies.set(HR_CONNECT_COOKIE, "", { ...hrConnectCookieOptions(), maxAge: 0 });
  return response;
}
