import { createHash, timingSafeEqual } from "node:crypto";
import { getAppEnv, getEnv } from "@/lib/env";

export type MetricsAccess = "allowed" | "unauthorized" | "not-found";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Who may read /api/metrics: with METRICS_TOKEN, a caller sending `Authorization: Bearer <token>` (compared in
 * constant time: hashed first, so the lengths match too); without one, nobody on staging or production (the endpoint
 * looks absent) and anyone on a laptop or in tests. nginx also refuses the path from outside.
 */
export function authorizeMetricsRequest(authorization: string | null | undefined): MetricsAccess {
  const token = getEnv().METRICS_TOKEN;
  if (!token) {
    const appEnv = getAppEnv();
    return appEnv === "production" || appEnv === "staging" ? "not-found" : "allowed";
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  if (!match) return "unauthorized";
  return timingSafeEqual(digest(match[1]!), digest(token)) ? "allowed" : "unauthorized";
}
