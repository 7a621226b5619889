/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets several builds of one checkout coexist (e.g. parallel end-to-end runs).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2"],
  // ESM-only OpenID Connect packages: listed so next/jest compiles them for the CommonJS test runtime.
  transpilePackages: ["jose", "openid-client", "oauth4webapi", "oidc-provider"],
  poweredByHeader: false,
  reactStrictMode: true,
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
        ],
      },
    ];
  },
};

module.exports = nextConfig;
