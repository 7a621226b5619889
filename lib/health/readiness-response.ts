import "server-only";

import { RETRY_AFTER_SECONDS } from "@/lib/http/service-unavailable";

import { checkReadiness } from "./check-readiness";

/** GET /api/ready, from Next (app/api/ready) or the API server: 200 when ready, else 503 with Retry-After. */
export async function readinessResponse(ResponseClass: typeof Response = Response): Promise<Response> {
  const readiness = await checkReadiness();
  return ResponseClass.json(
    { status: readiness.ready ? "ready" : "not ready", checks: readiness.checks },
    {
      status: readiness.ready ? 200 : 503,
      headers: { "cache-control": "no-store", ...(readiness.ready ? {} : { "retry-after": String(RETRY_AFTER_SECONDS) }) },
    },
  );
}
