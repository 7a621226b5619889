#!/usr/bin/env node
// `npm run build`: one production build of everything the topology runs, in <distDir>/standalone/ (distDir is .next
// unless NEXT_DIST_DIR says otherwise), laid out as the container image's /app (deploy/Dockerfile):
//   server.js, <distDir>/    Next's standalone server (pages, route handlers) and the files it traces
//   <distDir>/static/, public/  the browser's files (nginx serves them itself in the topology)
//   servers/*.mjs            the API server, the job worker, the release step (migrations) and the instance runner,
//                            bundled from TypeScript with esbuild (npm packages stay imports: node_modules has them)
//   prisma/migrations/       what the release step applies and /api/ready expects
//   node_modules             a link to the app's own (the image copies its production node_modules there instead)
// Run it from the repository's root; every command of deploy/compose.yaml runs inside that folder.
import { cpSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { SERVER_ENTRY_POINTS } from "./lib/topology.mjs";
import { NEXT_BIN, run } from "./lib/run.mjs";

const distDir = process.env.NEXT_DIST_DIR || ".next";
const standalone = path.join(distDir, "standalone");
const env = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };

// --packaging-only: the Next build is already there (npm test builds once and packages it).
if (!process.argv.includes("--packaging-only")) {
  if ((await run(process.execPath, [NEXT_BIN, "build"], { env })) !== 0) process.exit(1);
}

// One copy of every package for Next and the bundled servers alike: Next's traced node_modules is a subset, and a
// package found twice (pg from the subset, @prisma/adapter-pg from the full set) breaks `instanceof` between them.
// Here it points at the app's node_modules; the image puts its production node_modules in its place.
rmSync(path.join(standalone, "node_modules"), { recursive: true, force: true });
symlinkSync(path.relative(standalone, "node_modules"), path.join(standalone, "node_modules"), "dir");

// Next leaves these out of the standalone folder: a CDN or nginx usually serves them.
cpSync(path.join(distDir, "static"), path.join(standalone, distDir, "static"), { recursive: true });
cpSync("public", path.join(standalone, "public"), { recursive: true });
rmSync(path.join(standalone, "prisma", "migrations"), { recursive: true, force: true });
cpSync(path.join("prisma", "migrations"), path.join(standalone, "prisma", "migrations"), { recursive: true });

const servers = path.join(standalone, "servers");
rmSync(servers, { recursive: true, force: true });
mkdirSync(servers, { recursive: true });
await build({
  entryPoints: SERVER_ENTRY_POINTS,
  outdir: servers,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  // Packages are resolved at run time from node_modules (the standalone folder's own, then the app's), so native and
  // WebAssembly files load as they do everywhere else; only the project's TypeScript is bundled.
  packages: "external",
  conditions: ["react-server"],
  sourcemap: "linked",
  logLevel: "warning",
  // ESM has no require(); some CommonJS code the bundle inlines still calls it.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
cpSync("scripts/serve-instance.mjs", path.join(servers, "serve-instance.mjs"));
console.log(`Built ${standalone}/ (Next standalone server, servers/, static files, migrations).`);
