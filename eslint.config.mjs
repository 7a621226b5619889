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
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
]);
