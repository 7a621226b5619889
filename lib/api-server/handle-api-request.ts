import { Request as WhatwgRequest, Response as WhatwgResponse } from "@whatwg-node/fetch";
import { handleGraphQLRequest } from "@/lib/graphql/handle-graphql-request";
import { readinessResponse } from "@/lib/health/readiness-response";
import { GRAPHQL_ENDPOINT, type FetchAPI } from "@/lib/graphql/yoga";
import securityHeaders from "@/lib/http/security-headers.json";
import { withRequestLog } from "@/lib/log/with-request-log";
import { METRICS_PATH, serveMetrics } from "@/lib/observability/serve-metrics";

/**
 * whatwg-node's Request and Response: the node adapter hands us its Request, and its Response with a string body is
 * written straight to the socket (Node's own builds a web stream around every body, which Next needs and we don't).
 */
const WHATWG_FETCH_API: FetchAPI = {
  Request: WhatwgRequest as unknown as typeof Request,
  Response: WhatwgResponse as unknown as typeof Response,
};

export const LIVENESS_PATH = "/api/health";
export const READINESS_PATH = "/api/ready";

/** The paths the API server answers itself; with NEXT_ORIGIN it forwards the others to Next. */
export function isApiPath(pathname: string): boolean {
  return (
    pathname === GRAPHQL_ENDPOINT || pathname === LIVENESS_PATH || pathname === READINESS_PATH || pathname === METRICS_PATH
  );
}

/** The path of a request target or URL, without its query (cheaper than parsing a URL on every request). */
export function pathOf(url: string): string {
  const start = url.startsWith("/") ? 0 : url.indexOf("/", url.indexOf("//") + 2);
  if (start === -1) return "/";
  const query = url.indexOf("?", start);
  return url.slice(start, query === -1 ? undefined : query);
}

const ALLOWED_METHODS = "GET, HEAD, OPTIONS, POST";

/**
 * The standalone API server's answer to one request (lib/api-server/create-api-server.ts): the same handler as the
 * app's route (app/api/graphql/route.ts), the same health and readiness answers as app/api/health and app/api/ready,
 * its own /api/metrics, and the headers next.config.js
 * adds to every response. Methods a route handler does not export get what Next answers for them.
 */
export async function handleApiRequest(request: Request): Promise<Response> {
  const response = await route(request);
  for (const { key, value } of securityHeaders) response.headers.set(key, value);
  return response;
}

function route(request: Request): Response | Promise<Response> {
  const pathname = pathOf(request.url);
  if (!isApiPath(pathname)) return new WhatwgResponse(null, { status: 404 });
  // This process's own metrics (each process has its own), not Next's behind it.
  if (pathname === METRICS_PATH) return serveMetrics(request, WhatwgResponse as unknown as typeof Response);
  if (request.method === "OPTIONS") return new WhatwgResponse(null, { status: 204, headers: { allow: ALLOWED_METHODS } });
  if (pathname === LIVENESS_PATH || pathname === READINESS_PATH) {
    if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed();
    if (pathname === READINESS_PATH) return readinessResponse(WhatwgResponse as unknown as typeof Response);
    return WhatwgResponse.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
  }
  if (request.method !== "GET" && request.method !== "POST") return methodNotAllowed();
  return withRequestLog(request, () => handleGraphQLRequest(request, WHATWG_FETCH_API));
}

function methodNotAllowed(): Response {
  return new WhatwgResponse(null, { status: 405, headers: { allow: ALLOWED_METHODS } });
}
