import { serveMetrics } from "@/lib/observability/serve-metrics";

// This Next server process's metrics in Prometheus's text format; not public (lib/observability/authorize-metrics-request.ts).
export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return serveMetrics(request);
}
