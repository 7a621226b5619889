// Runs the tests' real OIDC server (tests/helpers/integrations/identity-providers/oidc-test-server.ts) in its own
// process, for the end-to-end tests: oidc-provider is ESM only, which the e2e jest project (no vm modules) cannot
// load. Started by tests/e2e/helpers/staff-oidc-servers.ts with tsx; argv[2] is a JSON
// { redirectUris, accounts }. Prints one JSON line { issuer, clientId, clientSecret } once listening, and stops on
// SIGTERM.
import { startOidcTestServer } from "../../helpers/integrations/identity-providers/oidc-test-server";

async function main() {
  const options = JSON.parse(process.argv[2] ?? "{}") as Parameters<typeof startOidcTestServer>[0];
  const server = await startOidcTestServer(options);
  process.stdout.write(
    `${JSON.stringify({ issuer: server.issuer, clientId: server.clientId, clientSecret: server.clientSecret })}\n`,
  );
  const stop = () => void server.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
