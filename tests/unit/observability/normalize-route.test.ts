import { boundedLabel } from "@/lib/observability/bounded-label";
import { normalizeRoute } from "@/lib/observability/normalize-route";

test.each([
  ["/", "/"],
  ["", "/"],
  ["/health", "/health"],
  ["/goals/cm3x9k2lq0000abcd1234efgh/edit", "/goals/:id/edit"],
  ["/investing/rollover/0b6f3c3e-6c1f-4e4f-9a55-5d7a2f8e1c3b", "/investing/rollover/:id"],
  ["/api/storage/users/cm3x9k2lq0000abcd1234efgh/identity-document/0b6f3c3e-6c1f-4e4f-9a55-5d7a2f8e1c3b", "/api/storage/users/:id/identity-document/:id"],
  ["/jobs/42", "/jobs/:id"],
  ["/coach-access/Zx81kPq0_wLm3nB7vC2dE9", "/coach-access/:id"],
  ["/notifications?token=secret-token-123&x=1", "/notifications"],
  ["/partners/hcc#team", "/partners/hcc"],
  ["/plan/premium-plus/", "/plan/premium-plus"],
  ["/dashboard/cm3x9k2lq0000abcd1234efgh/roster-export", "/dashboard/:id/roster-export"],
  ["/_next/static/chunks/app/page-3f2a1b9c8d7e6f50.js", "/_next/*"],
  [`/og/${"a".repeat(80)}`, "/og/:id"],
  ["/verify/sent", "/verify/sent"],
  ["/account-details/mfa", "/account-details/mfa"],
])("%s -> %s", (target, expected) => {
  expect(normalizeRoute(target)).toBe(expected);
});

test("a bounded label keeps the first values it sees and calls the rest 'other'", () => {
  const label = boundedLabel(2);
  expect(["a", "b", "c", "a", "d", "b"].map(label)).toEqual(["a", "b", "other", "a", "other", "b"]);
});
