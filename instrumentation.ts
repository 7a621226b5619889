// Runs once when a Next.js server process starts, before it answers any request.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { forwardPeerAddress } = await import("@/lib/http/forward-peer-address");
  forwardPeerAddress();
  const { installGracefulShutdown } = await import("@/lib/http/graceful-shutdown");
  installGracefulShutdown();
  const { observeNextRequests } = await import("@/lib/observability/observe-next-requests");
  observeNextRequests();
}
