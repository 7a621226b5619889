import { handleBankLinkingWebhook } from "@/lib/bank-linking/handle-bank-linking-webhook";
import { withRequestLog } from "@/lib/log/with-request-log";

// The account-linking provider's webhook (new transactions, item errors, consent expiry). Its signature is checked
// by the adapter in use (Plaid-Verification: the provider's ES256 key; the built-in sandbox's HMAC): an unsigned or
// forged request gets 401 and changes nothing. The body is read as text because its exact bytes are signed.

/** The provider's webhooks are a few hundred bytes; anything far larger is not one. */
const MAX_BODY_BYTES = 64 * 1024;

export const dynamic = "force-dynamic";

export async function POST(request: Request): Promise<Response> {
  return withRequestLog(request, async () => {
    const declared = Number(request.headers.get("content-length") ?? 0);
    if (declared > MAX_BODY_BYTES) return Response.json({ error: "Too large." }, { status: 413 });
    const body = await request.text();
    if (Buffer.byteLength(body) > MAX_BODY_BYTES) return Response.json({ error: "Too large." }, { status: 413 });
    const { status } = await handleBankLinkingWebhook({ request: { body, headers: request.headers } });
    return Response.json(status === 200 ? { ok: true } : { error: status === 401 ? "Unauthorized." : "Invalid request." }, { status });
  });
}
