// A closed-loop HTTP load generator for the API bench: `connections` keep-alive connections, each sending the next
// request as soon as the previous answer is read, for `durationMs`. Node's own http client, so the bench needs nothing
// installed; the same client drives the app and the baseline, so its own cost cancels out in the ratios.
import http from "node:http";

/**
 * @param {{ url: string, body?: string, method?: "GET" | "POST", headers?: Record<string, string>, connections: number,
 *   durationMs: number, isError?: (status: number, body: string) => boolean }} options without a body: a GET
 */
export async function runLoad({ url, body, headers = {}, connections, durationMs, isError = defaultIsError }) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const method = body === undefined ? "GET" : "POST";
  const payload = Buffer.from(body ?? "");
  const requestHeaders =
    method === "POST" ? { "content-type": "application/json", "content-length": String(payload.length), ...headers } : headers;
  const latencies = [];
  let errors = 0;
  const firstErrors = [];
  const deadline = performance.now() + durationMs;

  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const request = http.request(
        { host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method, agent, headers: requestHeaders },
        (response) => {
          const chunks = [];
          response.on("data", (chunk) => chunks.push(chunk));
          response.on("end", () => {
            latencies.push(performance.now() - started);
            const text = Buffer.concat(chunks).toString("utf8");
            if (isError(response.statusCode ?? 0, text)) {
              errors += 1;
              if (firstErrors.length < 3) firstErrors.push(`${response.statusCode}: ${text.slice(0, 300)}`);
            }
            resolve();
          });
        },
      );
      request.on("error", (error) => {
        errors += 1;
        if (firstErrors.length < 3) firstErrors.push(String(error));
        resolve();
      });
      request.end(payload);
    });

  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) await once();
    }),
  );
  const elapsedMs = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    requestsPerSecond: (latencies.length / elapsedMs) * 1000,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors,
    firstErrors,
  };
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** An answer counts as an error when the status is not 200 or it is not JSON or it carries GraphQL `errors`. */
function defaultIsError(status, text) {
  if (status !== 200) return true;
  try {
    const parsed = JSON.parse(text);
    return Array.isArray(parsed.errors) && parsed.errors.length > 0;
  } catch {
    return true;
  }
}
