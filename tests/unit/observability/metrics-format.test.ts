import { captureLogsForTests } from "@/lib/log/logger";
import { authorizeMetricsRequest } from "@/lib/observability/authorize-metrics-request";
import { resetEnvForTests } from "@/lib/env";
import { getMetrics } from "@/lib/observability/metrics-registry";
import { NOT_FOUND_ROUTE, operationLabel, recordHttpRequest } from "@/lib/observability/record-http-request";

function capture(run: () => void): Array<Record<string, unknown>> {
  const lines: string[] = [];
  const restore = captureLogsForTests((line) => lines.push(line));
  try {
    run();
  } finally {
    restore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

test("a request is one log line with its route, status and duration, never its query, and is counted", async () => {
  const lines = capture(() =>
    recordHttpRequest({
      method: "POST",
      url: "/api/graphql?token=do-not-log-me",
      status: 200,
      durationMs: 12.345,
      requestId: "req-123456",
      observation: { operation: "GoalsPage", operationType: "query", userId: "user-1" },
    }),
  );
  expect(lines).toEqual([
    expect.objectContaining({
      level: "info",
      msg: "request",
      method: "POST",
      route: "/api/graphql",
      status: 200,
      durationMs: 12.3,
      requestId: "req-123456",
      operation: "GoalsPage",
      userId: "user-1",
    }),
  ]);
  expect(JSON.stringify(lines)).not.toContain("do-not-log-me");

  const text = await getMetrics().registry.metrics();
  expect(text).toContain('http_requests_total{route="/api/graphql",method="POST",status="2xx"} 1');
  expect(text).toContain('graphql_operations_total{operation="GoalsPage",type="query",result="ok"} 1');
  expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.025",route="\/api\/graphql",method="POST"\} 1/);
  expect(text).toContain("# TYPE graphql_operation_duration_seconds histogram");
});

test("unknown paths share one route label; odd methods and operation names are bounded", async () => {
  capture(() => {
    for (const path of ["/wp-admin.php", "/.env", "/random/thing"]) {
      recordHttpRequest({ method: "GET", url: path, status: 404, durationMs: 1, observation: {} });
    }
    recordHttpRequest({ method: "BREW", url: "/health", status: 405, durationMs: 1, observation: {} });
  });
  const text = await getMetrics().registry.metrics();
  expect(text).toContain(`http_requests_total{route="${NOT_FOUND_ROUTE}",method="GET",status="4xx"} 3`);
  expect(text).toContain('http_requests_total{route="/health",method="other",status="4xx"} 1');
  expect(text).not.toContain("wp-admin");
  expect(operationLabel(undefined)).toBe("anonymous");
  expect(operationLabel("not a name; drop table")).toBe("other");
});

test("the health check's and the scrape's lines are debug, so a load balancer does not fill the log", () => {
  const lines = capture(() =>
    recordHttpRequest({ method: "GET", url: "/api/health", status: 200, durationMs: 0.2, observation: {} }),
  );
  expect(lines.map((line) => line.level)).toEqual(["debug"]);
});

describe("who may read /api/metrics", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnvForTests();
  });
  const withEnv = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvForTests();
  };

  test("with a token: only its bearer", () => {
    withEnv({ METRICS_TOKEN: "s3cret-metrics-token", APP_ENV: "production" });
    expect(authorizeMetricsRequest("Bearer s3cret-metrics-token")).toBe("allowed");
    expect(authorizeMetricsRequest("bearer s3cret-metrics-token")).toBe("allowed");
    expect(authorizeMetricsRequest("Bearer s3cret-metrics-tokeN")).toBe("unauthorized");
    expect(authorizeMetricsRequest("Bearer s3cret")).toBe("unauthorized");
    expect(authorizeMetricsRequest("Basic czNjcmV0")).toBe("unauthorized");
    expect(authorizeMetricsRequest(null)).toBe("unauthorized");
  });

  test("without one: absent on staging and production, open on a laptop and in tests", () => {
    withEnv({ METRICS_TOKEN: undefined, APP_ENV: "production" });
    expect(authorizeMetricsRequest("Bearer anything")).toBe("not-found");
    withEnv({ APP_ENV: "staging" });
    expect(authorizeMetricsRequest(null)).toBe("not-found");
    withEnv({ APP_ENV: "local" });
    expect(authorizeMetricsRequest(null)).toBe("allowed");
    withEnv({ APP_ENV: undefined });
    expect(authorizeMetricsRequest(null)).toBe("allowed");
  });
});
