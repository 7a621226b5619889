import { subscribe } from "node:diagnostics_channel";
import type { Server } from "node:http";

import { runShutdownHooks } from "@/lib/process/shutdown-hooks";

// How long requests in flight get to finish after SIGTERM; a container orchestrator kills at 30 s.
const DRAIN_TIMEOUT_MS = 20_000;
const REQUEST_START = "http.server.request.start";

const installed = globalThis as typeof globalThis & { __gracefulShutdown?: boolean };

/**
 * SIGTERM/SIGINT for a Next server process (instrumentation.ts, with NEXT_MANUAL_SIG_HANDLE set so Next leaves the
 * signals to us): stop taking connections, let the requests in flight finish (up to 20 s), close the connections,
 * then the database pool and the rest (lib/process/shutdown-hooks), and exit 0. Next's own handler would exit
 * without closing the pool. Node announces every request with its server, so the handler knows what to close.
 */
export function installGracefulShutdown(): void {
  if (installed.__gracefulShutdown || !process.env.NEXT_MANUAL_SIG_HANDLE) return;
  installed.__gracefulShutdown = true;
  const servers = new Set<Server>();
  let inFlight = 0;
  subscribe(REQUEST_START, (message) => {
    const { server, response } = message as { server: Server; response: NodeJS.EventEmitter };
    servers.add(server);
    inFlight += 1;
    response.once("close", () => {
      inFlight -= 1;
    });
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const server of servers) server.close(); // no new connections; idle keep-alive ones close now
    const deadline = Date.now() + DRAIN_TIMEOUT_MS;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    for (const server of servers) server.closeAllConnections();
    await runShutdownHooks();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}
