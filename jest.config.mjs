import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

const shared = {
  moduleNameMapper: {
    // `server-only` throws outside Next's server bundles; tests import server modules directly.
    "^server-only$": "<rootDir>/tests/setup/empty-module.js",
    "^@/(.*)$": "<rootDir>/$1",
  },
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/.data/"],
  // Builds (.next, .next-bench, ...) hold a standalone copy of package.json and the app's files.
  modulePathIgnorePatterns: ["<rootDir>/\\.next[^/]*/"],
};

/** Jest projects by tier; end-to-end tests run separately (scripts/test.mjs) against a production build. */
const projects = [
  { displayName: "unit", testEnvironment: "node", testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)"] },
  {
    displayName: "components",
    testEnvironment: "jsdom",
    testMatch: ["<rootDir>/tests/components/**/*.test.ts?(x)"],
    setupFilesAfterEnv: ["<rootDir>/tests/setup/components.ts"],
  },
  {
    displayName: "integration",
    testEnvironment: "node",
    testMatch: ["<rootDir>/tests/integration/**/*.test.ts?(x)"],
    // *.postgres.test.ts need PostgreSQL itself (several processes on one database): only the PostgreSQL pass runs
    // them. *.embedded.test.ts test the embedded database alone (its folder, lock, first start): only the embedded
    // pass runs them, since they would do the very same work again in the PostgreSQL pass.
    testPathIgnorePatterns: [
      ...shared.testPathIgnorePatterns,
      ...(process.env.TEST_DATABASE_URL?.trim() ? ["\\.embedded\\.test\\.ts$"] : ["\\.postgres\\.test\\.ts$"]),
    ],
    setupFilesAfterEnv: ["<rootDir>/tests/setup/integration.ts"],
  },
  {
    displayName: "e2e",
    testEnvironment: "node",
    testMatch: ["<rootDir>/tests/e2e/**/*.test.ts"],
    setupFilesAfterEnv: ["<rootDir>/tests/setup/e2e.ts"],
  },
];

export default async function config() {
  return {
    projects: await Promise.all(
      projects.map((project) => createJestConfig({ ...shared, ...project })()),
    ),
  };
}
