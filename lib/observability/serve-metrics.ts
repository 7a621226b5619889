import "server-only";

import { authorizeMetricsRequest } from "@/lib/observability/authorize-metrics-request";
import { renderMetrics } from "@/lib/observability/render-metrics";

export const METRICS_PATH = "/api/metrics";

/** The answer to GET /api/metrics, with the Response class of the server in front (Next's or whatwg-node's). */
export async function serveMetrics(request: Request, ResponseClass: typeof Response = Response): Promise<Response> {
  const access = authorizeMetricsRequest(request.headers.get("authorization"));
  if (access === "not-found") return new ResponseClass(null, { status: 404 });
  if (access === "unauthorized") {
    return new ResponseClass(null, { status: 401, headers: { "www-authenticate": 'Bearer realm="metrics"' } });
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new ResponseClass(null, { status: 405, headers: { allow: "GET, HEAD" } });
  }
  const { contentType, body } = await renderMetrics();
  return new ResponseClass(request.method === "HEAD" ? null : body, {
    headers: { "content-type": contentType, "cache-control": "no-store" },
  });
}
