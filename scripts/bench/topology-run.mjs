#!/usr/bin/env node
// The topology benches on their own, on the last build (`node scripts/bench/topology-run.mjs [site|api]`): what
// bench:site and bench:api add at their end. Needs nginx and wrk (Debian's packages) and a build (npm run build).
import { startStack } from "../lib/stack.mjs";
import { findWrk, measureApiScaling, measureSiteThroughTopology, signInSessions, signInThrough } from "./topology.mjs";

const which = process.argv[2] ?? "both";
if (!findWrk()) {
  console.error("wrk is not installed (apt-get install wrk).");
  process.exit(1);
}
const stack = await startStack({ ownDatabase: true, distDir: process.env.NEXT_DIST_DIR || ".next", log: () => {} });
try {
  const cookie = await signInThrough(stack.url, "alex.morgan@example.com", "Demo-Password-2026!");
  if (which !== "api") {
    const cookies = await signInSessions(stack.url, "alex.morgan@example.com", "Demo-Password-2026!", 16);
    const site = await measureSiteThroughTopology({ stack, cookies });
    console.log(JSON.stringify(site, null, 2));
  }
  if (which !== "site") {
    const api = await measureApiScaling({ stack, cookie, query: "query { authenticationInfo { id email firstName } }" });
    console.log(JSON.stringify(api, null, 2));
  }
} finally {
  await stack.stop();
}
