/** The largest request body the API reads (spec 000 §7 operations carry a few kilobytes at most). */
export const MAX_REQUEST_BODY_BYTES = 1_000_000;

export type CappedBody = { kind: "read"; text: string } | { kind: "too-large" };

/**
 * Reads a request body as text, giving up as soon as it passes `maxBytes`: a declared Content-Length over the cap is
 * refused before a byte is read, and a body sent without one (chunked) is counted while it streams, so a client can
 * never make the server buffer or parse more than the cap.
 */
export async function readCappedBody(request: Request, maxBytes = MAX_REQUEST_BODY_BYTES): Promise<CappedBody> {
  const declared = request.headers.get("content-length");
  // Refused without touching the body: cancelling it would reset the connection before the 413 is written, and an
  // unread body is drained and dropped by the server (Node's http server does so once the response is sent).
  if (declared !== null && Number(declared) > maxBytes) return { kind: "too-large" };
  if (!request.body) return { kind: "read", text: "" };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { kind: "too-large" };
    }
    chunks.push(value);
  }
  return { kind: "read", text: Buffer.concat(chunks, size).toString("utf8") };
}
