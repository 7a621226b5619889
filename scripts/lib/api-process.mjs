// How the app runs on PostgreSQL in production mode (`npm start`, `npm run bench:api`): the standalone API server
// (lib/api-server, scripts/api-server.ts) faces the clients, answers /api/graphql itself and passes every other
// request on to a Next server listening only on 127.0.0.1. docs/decisions.md, "API speed".

/** Node's arguments for the API server: one process, TypeScript through tsx's loader (no wrapper process). */
export const API_SERVER_ARGS = ["--conditions=react-server", "--import", "tsx", "scripts/api-server.ts"];

/** The API server's settings: its public port and the Next server it passes pages on to. */
export function apiServerEnv(env, { port, nextOrigin }) {
  return { ...env, PORT: String(port), NEXT_ORIGIN: nextOrigin };
}

/**
 * The Next server's settings behind the API server: one more proxy appends to X-Forwarded-For (the API server adds
 * the connection's address, then Next adds the API server's), and the request id it passes on is to be trusted.
 */
export function behindApiServerEnv(env) {
  const inFront = Number.parseInt(env.TRUSTED_PROXY_COUNT ?? "0", 10) || 0;
  return { ...env, TRUSTED_PROXY_COUNT: String(inFront + 1) };
}
