import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { isAppError } from "@/lib/errors";
import { completeHrConnection } from "@/lib/hr-sync/complete-hr-connection";
import { HR_CONNECT_COOKIE, readHrConnectState } from "@/lib/hr-sync/hr-connect-state";
import { HrSystemError } from "@/lib/integrations/hr-system/types";
import { withRequestLog } from "@/lib/log/with-request-log";

// GET /api/hr-system/callback?code=… (or ?error=… when the employer cancelled): where the provider's Connect returns.
// The signed cookie names the plan and the administrator; the result is told on the Roster tab (?hr=…).

export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  return withRequestLog(request, async () => {
    const url = new URL(request.url);
    const stateCookie = readCookie(request.headers.get("cookie"), HR_CONNECT_COOKIE);
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

function readCookie(header: string | null, name: string): string | undefined {
  return (header ?? "")
    .split(/;\s*/)
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function redirect(location: string): Response {
  // The state is used once: cleared whatever happened.
  return new Response(null, {
    status: 303,
    headers: { location, "cache-control": "no-store", "set-cookie": `${HR_CONNECT_COOKIE}=; Path=/api/hr-system; Max-Age=0; HttpOnly; SameSite=Lax` },
  });
}
