import { GET } from "@/app/api/health/route";

test("the liveness check answers 200 without a database and is never cached", async () => {
  const response = GET();
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
  expect(response.headers.get("cache-control")).toBe("no-store");
});
