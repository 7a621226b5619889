// `npm run api`: the GraphQL API on its own Node HTTP server (lib/api-server), against DATABASE_URL. Listens on PORT
// (default 3001) and HOSTNAME (default all interfaces). With NEXT_ORIGIN it also passes every other path on to that
// Next server (what `npm start` does on PostgreSQL); without, a reverse proxy in front routes /api/graphql here.
// SIGINT/SIGTERM stop taking connections, let the requests in flight finish, then close the database pool.
import { createApiServer } from "../lib/api-server/create-api-server";
import { closeDb, getDb } from "../lib/db";
import { getEnv } from "../lib/env";

async function main(): Promise<void> {
  const env = getEnv();
  if (!env.DATABASE_URL) {
    console.error("npm run api needs DATABASE_URL; on the embedded database the app serves /api/graphql itself.");
    process.exit(1);
  }
  await getDb(); // opened before the first request, and a wrong DATABASE_URL fails here
  const server = createApiServer({ nextOrigin: env.NEXT_ORIGIN, trustedProxyCount: env.TRUSTED_PROXY_COUNT });
  const port = Number(process.env.PORT ?? 3001);
  const host = process.env.HOSTNAME || undefined;
  server.listen(port, host, () => console.log(`API server on http://${host ?? "localhost"}:${port}/api/graphql`));

  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      server.close(() => void closeDb().then(() => process.exit(0)));
      server.closeIdleConnections();
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
