import "server-only";

import { createServer, type Server } from "node:http";
import { logger } from "@/lib/log/logger";
import { METRICS_PATH, serveMetrics } from "@/lib/observability/serve-metrics";

/**
 * `npm run worker` serves no HTTP of its own: this listener answers /api/metrics only (METRICS_PORT), with the same
 * token and format as the app's processes, so its job counters can be scraped.
 */
export function startMetricsServer(port: number): Server {
  const server = createServer((incoming, outgoing) => {
    const path = (incoming.url ?? "/").split("?")[0];
    const answer =
      path === METRICS_PATH
        ? serveMetrics(
            new Request(`http://metrics${METRICS_PATH}`, {
              method: incoming.method,
              headers: incoming.headers.authorization ? { authorization: incoming.headers.authorization } : {},
            }),
          )
        : Promise.resolve(new Response(null, { status: 404 }));
    void answer
      .then(async (response) => {
        outgoing.writeHead(response.status, Object.fromEntries(response.headers));
        outgoing.end(await response.text());
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, "metrics: the answer failed");
        if (!outgoing.headersSent) outgoing.writeHead(500);
        outgoing.end();
      });
  });
  server.listen(port, () => logger.info({ port }, "worker metrics listening"));
  return server;
}
