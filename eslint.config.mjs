import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", ".next-*/**", "bench-results/**", ".data/**", "lib/generated/**", "node_modules/**", "next-env.d.ts", "test-results/**"]),
  {
    // Test helpers such as useTestDatabase() register jest hooks, and scripts have no React: neither has React hooks.
    files: ["tests/unit/**", "tests/integration/**", "tests/e2e/**", "tests/helpers/**", "scripts/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // The public site links with plain anchors on purpose: static pages, no client router code (docs/decisions.md).
    files: ["components/public/**", "app/(public)/**", "app/unsubscribe/**"],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
]);
