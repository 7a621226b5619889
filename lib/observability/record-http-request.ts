import { logger } from "@/lib/log/logger";
import { boundedLabel, OTHER_LABEL } from "@/lib/observability/bounded-label";
import { getMetrics } from "@/lib/observability/metrics-registry";
import { normalizeRoute } from "@/lib/observability/normalize-route";
import type { RequestObservation } from "@/lib/observability/request-observation";

/** Answers that name no page of ours (scanners, typos) share one route label instead of one each. */
export const NOT_FOUND_ROUTE = "(not found)";
/**
 * Load balancers and Prometheus ask the first three every few seconds, and every page pulls a dozen build assets: their
 * lines are debug, not info (still counted).
 */
const QUIET_ROUTES = new Set(["/api/health", "/api/ready", "/api/metrics", "/_next/*"]);
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const MAX_ROUTES = 500;
const MAX_OPERATIONS = 300;
const GRAPHQL_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

type Labels = { route: (value: string) => string; operation: (value: string) => string };
const globalForLabels = globalThis as typeof globalThis & { __wellnessMetricLabels?: Labels };
const labels = (globalForLabels.__wellnessMetricLabels ??= {
  route: boundedLabel(MAX_ROUTES),
  operation: boundedLabel(MAX_OPERATIONS),
});

export type FinishedRequest = {
  method: string;
  /** The request target as received (path and query); only its normalized path is kept. */
  url: string;
  status: number;
  durationMs: number;
  requestId?: string;
  /** The client went away before the whole answer was sent. */
  aborted?: boolean;
  observation: RequestObservation;
};

/** A GraphQL operation's label: its name when it is one, capped per process; "anonymous" without one. */
export function operationLabel(name: string | undefined): string {
  if (!name) return "anonymous";
  return GRAPHQL_NAME.test(name) ? labels.operation(name) : OTHER_LABEL;
}

/** One log line and the metrics for an answered request (never its query string, headers or body). */
export function recordHttpRequest(request: FinishedRequest): void {
  const route = request.status === 404 ? NOT_FOUND_ROUTE : labels.route(normalizeRoute(request.url));
  const method = METHODS.has(request.method) ? request.method : OTHER_LABEL;
  const seconds = request.durationMs / 1000;
  const { operation, operationType, operationFailed, userId } = request.observation;

  const metrics = getMetrics();
  metrics.httpRequests.inc({ route, method, status: `${Math.floor(request.status / 100)}xx` });
  metrics.httpDuration.observe({ route, method }, seconds);
  if (operation !== undefined || operationType !== undefined) {
    const label = operationLabel(operation);
    metrics.graphqlOperations.inc({
      operation: label,
      type: operationType ?? "query",
      result: operationFailed || request.status >= 400 ? "error" : "ok",
    });
    metrics.graphqlDuration.observe({ operation: label }, seconds);
  }

  const level = QUIET_ROUTES.has(route) && request.status < 400 ? "debug" : "info";
  if (!logger.isLevelEnabled(level)) return;
  logger[level](
    {
      method: request.method,
      route,
      status: request.status,
      durationMs: Math.round(request.durationMs * 10) / 10,
      requestId: request.requestId,
      ...(operation ? { operation } : {}),
      ...(userId ? { userId } : {}),
      ...(request.aborted ? { aborted: true } : {}),
    },
    "request",
  );
}
