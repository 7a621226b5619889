import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

type Handler = (request: Request, context: { params: Promise<{ key: string[] }> }) => Promise<Response>;

/**
 * Serves a catch-all route's exported handlers on a loopback port the way Next does: the body streamed as the
 * Request's body (never read ahead), the path after `prefix` as decoded `key` segments, HEAD answered by GET.
 */
export async function serveRouteHandlers(
  handlers: Partial<Record<"GET" | "PUT", Handler>>,
  prefix: string,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((incoming, outgoing) => {
    const url = new URL(incoming.url ?? "/", origin);
    const method = incoming.method ?? "GET";
    const handler = handlers[(method === "HEAD" ? "GET" : method) as "GET" | "PUT"];
    if (!handler || !url.pathname.startsWith(prefix)) return void outgoing.writeHead(404).end();

    const headers = new Headers();
    for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
      headers.append(incoming.rawHeaders[index]!, incoming.rawHeaders[index + 1]!);
    }
    const hasBody = method !== "GET" && method !== "HEAD";
    const request = new Request(url, {
      method,
      headers,
      body: hasBody ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>) : undefined,
      duplex: "half",
    } as RequestInit);
    const key = url.pathname.slice(prefix.length).split("/").map(decodeURIComponent);
    handler(request, { params: Promise.resolve({ key }) }).then(
      (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        if (!response.body || method === "HEAD") return void outgoing.end();
        Readable.fromWeb(response.body as WebReadableStream<Uint8Array>).pipe(outgoing);
      },
      (error: unknown) => outgoing.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
