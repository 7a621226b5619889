// The headers every response carries; the standalone API server (lib/api-server) adds the same ones.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS config file
const securityHeaders = require("./lib/http/security-headers.json");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets several builds of one checkout coexist (e.g. parallel end-to-end runs).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // One self-contained server folder (server.js and the node_modules it needs) for the production topology.
  output: "standalone",
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2"],
  // ESM-only packages (OpenID Connect; otplib's base32 and hash plugins): listed so next/jest compiles them for the
  // CommonJS test runtime.
  transpilePackages: ["jose", "openid-client", "oauth4webapi", "oidc-provider", "@scure/base", "@noble/hashes"],
  poweredByHeader: false,
  experimental: {
    // app/global-not-found.tsx answers addresses that match no page, so app/not-found.tsx, which Next sends with
    // every page, can stay small (docs/decisions.md).
    globalNotFound: true,
  },
  reactStrictMode: true,
  async headers() {
    return [
      {
        source: "/:path*",
        headers: securityHeaders,
      },
    ];
  },
};

module.exports = nextConfig;
