import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { can } from "@/lib/authz/permissions";
import { getDb } from "@/lib/db";
import { withRequestLog } from "@/lib/log/with-request-log";
import { buildLaunchEmailText, buildLaunchPosterSvg } from "@/lib/plan-invitations/launch-materials";
import { loadPlanEmailTemplates } from "@/lib/plan-invitations/load-plan-email-templates";
import { planSignUpLink } from "@/lib/plan-invitations/plan-sign-up-link";

// GET /api/plans/{planId}/launch-materials/poster.svg and .../launch-email.txt: the Communications tab's downloads,
// for anyone who may read the plan (plan:read).

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ planId: string; file: string }> };

async function download(request: Request, { params }: Context): Promise<Response> {
  const { planId, file } = await params;
  const viewer = await findViewerForCookieHeader(request.headers.get("cookie"));
  if (!viewer) return Response.json({ error: "Please sign in and try again." }, { status: 401 });
  if (!can(viewer, "plan:read", { planId })) return Response.json({ error: "Not found" }, { status: 404 });
  const db = await getDb();
  const plan = await db.employerPlan.findUnique({ where: { id: planId }, select: { name: true } });
  if (!plan) return Response.json({ error: "Not found" }, { status: 404 });
  const signUpLink = planSignUpLink();
  const headers = (type: string, name: string) => ({
    "Content-Type": type,
    "Content-Disposition": `attachment; filename="${name}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  if (file === "poster.svg") {
    return new Response(await buildLaunchPosterSvg({ companyName: plan.name, signUpLink }), {
      headers: headers("image/svg+xml; charset=utf-8", "launch-poster.svg"),
    });
  }
  if (file === "launch-email.txt") {
    const templates = await loadPlanEmailTemplates(db, planId);
    return new Response(buildLaunchEmailText({ template: templates.INVITATION, companyName: plan.name, signUpLink }), {
      headers: headers("text/plain; charset=utf-8", "launch-email.txt"),
    });
  }
  return Response.json({ error: "Not found" }, { status: 404 });
}

export async function GET(request: Request, context: Context): Promise<Response> {
  return withRequestLog(request, () => download(request, context));
}
