import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { can } from "@/lib/authz/permissions";
import { withRequestLog } from "@/lib/log/with-request-log";
import { exportPlanRosterCsv } from "@/lib/roster/export-plan-roster-csv";

// GET /api/plans/{planId}/roster-export: the plan's roster as a CSV download (roster-YYYY-MM-DD.csv), for anyone who
// may read the plan; roster facts only, formulas neutralised.

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ planId: string }> };

async function download(request: Request, { params }: Context): Promise<Response> {
  const { planId } = await params;
  const viewer = await findViewerForCookieHeader(request.headers.get("cookie"));
  if (!viewer) return Response.json({ error: "Please sign in and try again." }, { status: 401 });
  if (!can(viewer, "plan:read", { planId })) return Response.json({ error: "Not found" }, { status: 404 });
  const chunks = exportPlanRosterCsv({ viewer, planId });
  const encoder = new TextEncoder();
  let first = true;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(first ? `\uFEFF${next.value}` : next.value));
      first = false;
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="roster-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

export async function GET(request: Request, context: Context): Promise<Response> {
  return withRequestLog(request, () => download(request, context));
}
