import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, ServerResponse } from "node:http";
import { observeHttpRequest } from "@/lib/observability/observe-http-request";
import { requestObservationStorage } from "@/lib/observability/request-observation";

// Next's server gives no hook around a whole request (pages, route handlers, static files alike); Node announces each
// one on this channel just before the server's 'request' handler runs, in the same synchronous call.
const REQUEST_START = "http.server.request.start";

const installed = globalThis as typeof globalThis & { __observeNextRequests?: boolean };

/**
 * Called once per Next server process, from instrumentation.ts: every request gets its log line and metrics. The
 * observation is entered into the async context there, so Next's handler (called next, synchronously) and all it
 * awaits see it; the next request on the connection enters its own.
 */
export function observeNextRequests(): void {
  if (installed.__observeNextRequests) return;
  installed.__observeNextRequests = true;
  subscribe(REQUEST_START, (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    requestObservationStorage.enterWith(observeHttpRequest(request, response));
  });
}
