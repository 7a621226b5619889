import { readinessResponse } from "@/lib/health/readiness-response";

// Readiness: the database answers, the migrations are applied and a job worker is alive. A deploy waits for it
// before it sends traffic to a new instance; monitoring alerts on it.
export const dynamic = "force-dynamic";

export function GET(): Promise<Response> {
  return readinessResponse();
}
