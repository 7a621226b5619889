import { handleHrWebhook } from "@/lib/hr-sync/handle-hr-webhook";
import { withRequestLog } from "@/lib/log/with-request-log";

// The HR provider's webhook (fresh directory data, a connection needing re-authorization). Its signature is checked
// by the adapter in use; an unsigned or forged request gets 401 and changes nothing. The body is read as text because
// its exact bytes are signed.

const MAX_BODY_BYTES = 64 * 1024;

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  return withRequestLog(request, async () => {
    if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return Response.json({ error: "Too large." }, { status: 413 });
    const body = await request.text();
    if (Buffer.byteLength(body) > MAX_BODY_BYTES) return Response.json({ error: "Too large." }, { status: 413 });
    const { status } = await handleHrWebhook({ body, headers: request.headers });
    return Response.json(status === 200 ? { ok: true } : { error: "Unauthorized." }, { status });
  });
}
