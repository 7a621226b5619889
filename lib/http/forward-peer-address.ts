import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";

// Next.js route handlers never see the connection's address, and Next's server fills in X-Forwarded-For from the
// socket only when the request carries none, so a caller's own header would otherwise stand in for it. Node
// announces every request on this channel before any handler runs; the connection's address is appended there, as a
// proxy would append it, and lib/http/request-info.ts counts trusted hops from that last entry.
const REQUEST_START = "http.server.request.start";

const installed = globalThis as typeof globalThis & { __forwardPeerAddress?: boolean };

export function appendPeerAddress(request: Pick<IncomingMessage, "headers">, socket: Pick<Socket, "remoteAddress">): void {
  const peer = socket.remoteAddress ?? "unknown";
  const previous = request.headers["x-forwarded-for"];
  const chain = Array.isArray(previous) ? previous.join(", ") : previous;
  request.headers["x-forwarded-for"] = chain ? `${chain}, ${peer}` : peer;
}

/** Called once per server process, from instrumentation.ts. */
export function forwardPeerAddress(): void {
  if (installed.__forwardPeerAddress) return;
  installed.__forwardPeerAddress = true;
  subscribe(REQUEST_START, (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    appendPeerAddress(request, socket);
  });
}
