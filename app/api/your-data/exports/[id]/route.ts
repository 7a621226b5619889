import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { can } from "@/lib/authz/permissions";
import { isAppError } from "@/lib/errors";
import { withRequestLog } from "@/lib/log/with-request-log";
import { dataExportDownloadUrl } from "@/lib/your-data/data-export-download-url";

// GET /api/your-data/exports/{id}: the signed-in member's own ready export, by a redirect to a one-minute storage
// link. Never in Coach Mode; another member's id is a 404 like a missing one.

export const dynamic = "force-dynamic";

async function download(request: Request, id: string): Promise<Response> {
  const viewer = await findViewerForCookieHeader(request.headers.get("cookie"));
  if (!viewer) return Response.json({ error: "Please sign in and try again." }, { status: 401 });
  if (!can(viewer, "own-security:write")) {
    return Response.json({ error: "You do not have permission to do that." }, { status: 403 });
  }
  try {
    const url = await dataExportDownloadUrl({ userId: viewer.userId, requestId: id });
    return new Response(null, { status: 303, headers: { Location: url, "Cache-Control": "no-store" } });
  } catch (error) {
    if (isAppError(error)) return Response.json({ error: error.message }, { status: 404 });
    throw error;
  }
}

export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return withRequestLog(request, () => download(request, id));
}
