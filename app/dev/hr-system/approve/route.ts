import { getLocalHrState } from "@/lib/integrations/hr-system/get-hr-system";
import { withRequestLog } from "@/lib/log/with-request-log";

// The built-in HR stand-in's Connect (no Finch keys): the employer approves or cancels on /dev/hr-system/connect, and is sent
// back to the product's callback with a one-time code, or with error=access_denied, as Finch Connect does.

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  return withRequestLog(request, async () => {
    const state = getLocalHrState();
    if (!state) return Response.json({ error: "Not found" }, { status: 404 });
    const form = await request.formData();
    const sessionId = String(form.get("session") ?? "");
    const session = state.findSession(sessionId);
    if (!session) return Response.json({ error: "This connect session has expired. Start again from your dashboard." }, { status: 400 });
    const back = new URL(session.redirectUri);
    if (form.get("decision") === "approve") {
      back.searchParams.set("code", state.approveSession(sessionId));
    } else {
      state.sessions.delete(sessionId);
      back.searchParams.set("error", "access_denied");
    }
    return new Response(null, { status: 303, headers: { location: back.toString(), "cache-control": "no-store" } });
  });
}
