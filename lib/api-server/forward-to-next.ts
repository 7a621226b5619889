import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { REQUEST_ID_HEADER, requestIdFor } from "@/lib/log/request-id";

// Headers about one connection, which a proxy must not pass on (RFC 9110 §7.6.1); Node frames the body itself.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"]);

/** Raw headers (name, value, name, value...) without the hop-by-hop ones and those named in `drop`. */
function endToEnd(rawHeaders: string[], drop: ReadonlySet<string> = new Set()): string[] {
  const kept: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    if (!HOP_BY_HOP.has(name) && !drop.has(name)) kept.push(rawHeaders[i]!, rawHeaders[i + 1]!);
  }
  return kept;
}

const OURS = new Set([REQUEST_ID_HEADER]);

/**
 * `npm start` on PostgreSQL: the API server faces the browser and passes every request that is not the API on to
 * the Next server behind it (scripts/start.mjs), as a reverse proxy would: the body streams both ways, Host stays,
 * the connection's address is already appended to X-Forwarded-For (Next then trusts one more hop) and the request
 * id is ours (Next takes it from a trusted proxy).
 */
export function forwardToNext(nextOrigin: string, trustedProxyCount: number) {
  const target = new URL(nextOrigin);
  const agent = new http.Agent({ keepAlive: true });
  return (request: IncomingMessage, response: ServerResponse): void => {
    const forwardedId = request.headers[REQUEST_ID_HEADER];
    const requestId = requestIdFor(
      new Headers(typeof forwardedId === "string" ? { [REQUEST_ID_HEADER]: forwardedId } : {}),
      trustedProxyCount,
    );
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: [...endToEnd(request.rawHeaders, OURS), REQUEST_ID_HEADER, requestId],
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" }).end("Bad gateway");
      else response.destroy();
    });
    response.on("close", () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  };
}
