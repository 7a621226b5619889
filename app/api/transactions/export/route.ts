import { findViewerForCookieHeader } from "@/lib/auth/find-viewer-for-cookies";
import { can } from "@/lib/authz/permissions";
import { isAppError } from "@/lib/errors";
import { withRequestLog } from "@/lib/log/with-request-log";
import { exportTransactionsCsv } from "@/lib/transactions/export-transactions-csv";
import { filterFromSearchParams } from "@/lib/transactions/transaction-filter";

// GET /api/transactions/export?<the /transactions filter>: the signed-in member's transactions of that filter as a
// CSV download (transactions-YYYY-MM-DD.csv), streamed batch by batch.

export const dynamic = "force-dynamic";

async function exportCsv(request: Request): Promise<Response> {
  const viewer = await findViewerForCookieHeader(request.headers.get("cookie"));
  if (!viewer) return Response.json({ error: "Please sign in and try again." }, { status: 401 });
  if (!can(viewer, "own-data:read")) return Response.json({ error: "You do not have permission to do that." }, { status: 403 });

  const filter = filterFromSearchParams(new URL(request.url).searchParams);
  const chunks = exportTransactionsCsv({ userId: viewer.userId, filter });
  // The header is read before answering, so a refused filter is a 400 rather than a broken download.
  let first: IteratorResult<string>;
  try {
    first = await chunks.next();
  } catch (error) {
    if (isAppError(error)) return Response.json({ error: error.message }, { status: 400 });
    throw error;
  }
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (!first.done) controller.enqueue(encoder.encode(`\uFEFF${first.value}`));
    },
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  const today = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="transactions-${today}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

export async function GET(request: Request): Promise<Response> {
  return withRequestLog(request, () => exportCsv(request));
}
