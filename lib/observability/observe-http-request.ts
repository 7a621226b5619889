import type { IncomingMessage, ServerResponse } from "node:http";
import { REQUEST_ID_HEADER } from "@/lib/log/request-id";
import { recordHttpRequest } from "@/lib/observability/record-http-request";
import type { RequestObservation } from "@/lib/observability/request-observation";

/** The status nginx logs for a client that closed the connection before the answer was sent. */
const CLIENT_CLOSED = 499;

/**
 * Times one request at Node's HTTP layer, below any framework, and records it (log line, metrics) once its answer is
 * sent or its connection closes. Returns the observation the handlers fill in (the GraphQL operation, the user); the
 * caller makes it current for them (lib/observability/request-observation.ts).
 */
export function observeHttpRequest(request: IncomingMessage, response: ServerResponse): RequestObservation {
  const started = performance.now();
  const observation: RequestObservation = {};
  let recorded = false;
  const record = () => {
    if (recorded) return;
    recorded = true;
    // Read from the handler when it says (whatwg-node may write headers without setHeader), else from the answer.
    const requestId = observation.requestId ?? response.getHeader(REQUEST_ID_HEADER);
    recordHttpRequest({
      method: request.method ?? "GET",
      url: request.url ?? "/",
      status: response.writableFinished ? response.statusCode : CLIENT_CLOSED,
      durationMs: performance.now() - started,
      requestId: typeof requestId === "string" ? requestId : undefined,
      aborted: !response.writableFinished,
      observation,
    });
  };
  response.once("finish", record);
  response.once("close", record);
  return observation;
}
