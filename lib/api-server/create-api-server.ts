import { createServer, type Server } from "node:http";
import { createServerAdapter } from "@whatwg-node/server";
import { forwardToNext } from "@/lib/api-server/forward-to-next";
import { handleApiRequest, isApiPath, pathOf } from "@/lib/api-server/handle-api-request";
import { appendPeerAddress } from "@/lib/http/forward-peer-address";
import { observeHttpRequest } from "@/lib/observability/observe-http-request";
import { requestObservationStorage } from "@/lib/observability/request-observation";

/**
 * The GraphQL API on Node's own HTTP server, outside Next's route pipeline (docs/decisions.md, "API speed"): the same
 * handler, checks and headers as app/api/graphql, at a fraction of the cost per request. Without `nextOrigin` it
 * answers only the API's paths (behind a reverse proxy that routes /api/graphql to it); with it, it passes every
 * other request on to that Next server (`npm start` on PostgreSQL).
 */
export function createApiServer({
  nextOrigin,
  trustedProxyCount,
}: {
  nextOrigin?: string;
  trustedProxyCount: number;
}): Server {
  const api = createServerAdapter(handleApiRequest);
  const toNext = nextOrigin ? forwardToNext(nextOrigin, trustedProxyCount) : null;
  return createServer((request, response) => {
    // As instrumentation.ts does for Next: the connection's address is the last X-Forwarded-For entry.
    appendPeerAddress(request, request.socket);
    // Forwarded requests get their log line and metrics from the Next server that answers them.
    if (toNext && !isApiPath(pathOf(request.url ?? "/"))) return toNext(request, response);
    requestObservationStorage.run(observeHttpRequest(request, response), () => void api(request, response));
  });
}

