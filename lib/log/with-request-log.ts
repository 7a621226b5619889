import { getEnv } from "@/lib/env";
import { runWithLogContext } from "@/lib/log/log-context";
import { logger } from "@/lib/log/logger";
import { REQUEST_ID_HEADER, requestIdFor } from "@/lib/log/request-id";
import { currentRequestObservation } from "@/lib/observability/request-observation";

/**
 * Runs a route handler with its request id bound to every log line it writes, and returns that id in
 * `x-request-id` so a person reporting a problem can quote it. A handler that throws is logged once, here.
 */
export async function withRequestLog(request: Request, handle: () => Promise<Response>): Promise<Response> {
  const requestId = requestIdFor(request.headers, getEnv().TRUSTED_PROXY_COUNT);
  // The request's own log line (lib/observability/observe-http-request.ts) carries the same id.
  const observation = currentRequestObservation();
  if (observation) observation.requestId = requestId;
  return runWithLogContext({ requestId }, async () => {
    let response: Response;
    try {
      response = await handle();
    } catch (error) {
      logger.error({ err: error, method: request.method, path: new URL(request.url).pathname }, "request failed");
      throw error;
    }
    try {
      response.headers.set(REQUEST_ID_HEADER, requestId);
      return response;
    } catch {
      // Responses from Response.redirect() and fetch() have immutable headers.
      const headers = new Headers(response.headers);
      headers.set(REQUEST_ID_HEADER, requestId);
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    }
  });
}
