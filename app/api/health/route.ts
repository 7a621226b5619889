// Liveness: answers as long as the process serves requests, without touching the database, for a load balancer's
// health check (a failing database must not take every instance out at once; /api/ready is the deeper check). Also
// the API bench's floor: what any route handler costs in this app before it does anything (docs/benchmarks.md).
export const dynamic = "force-dynamic";

export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: { "cache-control": "no-store" } });
}
