import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { AppErrorCode, isAppError } from "@/lib/errors";
import { createInvestingDocumentLink } from "@/lib/investing/create-investing-document-link";
import { withRequestLog } from "@/lib/log/with-request-log";

// GET /api/investing/documents/{accountId}/{documentId}: one of the clearing firm's documents for the signed-in
// owner's account, by a redirect to a five-minute storage link (the same domain function as the
// createInvestingDocumentLink mutation). Never in coach mode; another member's account is a 404 like a missing one.

export const dynamic = "force-dynamic";

const STATUS: Partial<Record<string, number>> = { [AppErrorCode.NOT_FOUND]: 404, [AppErrorCode.FORBIDDEN]: 403, [AppErrorCode.UNAVAILABLE]: 503 };

async function download(request: Request, accountId: string, documentId: string): Promise<Response> {
  const viewer = await findViewerForCookieHeader(request.headers.get("cookie"));
  if (!viewer) return Response.json({ error: "Please sign in and try again." }, { status: 401 });
  try {
    const { url } = await createInvestingDocumentLink({ viewer, accountId, documentId });
    return new Response(null, { status: 303, headers: { Location: url, "Cache-Control": "no-store" } });
  } catch (error) {
    if (isAppError(error)) return Response.json({ error: error.message }, { status: STATUS[error.code] ?? 400 });
    throw error;
  }
}

export async function GET(request: Request, { params }: { params: Promise<{ accountId: string; documentId: string }> }): Promise<Response> {
  const { accountId, documentId } = await params;
  return withRequestLog(request, () => download(request, accountId, documentId));
}
