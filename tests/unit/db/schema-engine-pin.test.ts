import { readFileSync } from "node:fs";
import path from "node:path";

// scripts/db/ drives @prisma/schema-engine-wasm through Prisma's internal API (tests/integration/db/schema-commands
// covers it). An upgrade must be deliberate: exact versions only, and the installed build is the pinned one.
const root = path.resolve(__dirname, "../../..");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const installed = (name: string) =>
  (JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

test.each(["@prisma/schema-engine-wasm", "@prisma/driver-adapter-utils", "@electric-sql/pglite", "pglite-prisma-adapter"])(
  "%s is pinned to an exact version, and that version is installed",
  (name) => {
    const pinned = manifest.devDependencies[name] ?? manifest.dependencies[name];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
    expect(installed(name)).toBe(pinned);
  },
);
