import path from "node:path";

import { embeddedDbDir } from "@/lib/db";
import type { Env } from "@/lib/env";

const env = (values: Partial<Env>) => ({ NODE_ENV: "development", ...values }) as Env;

test("each mode has its own folder under .data, so dev, start and tests never share one", () => {
  expect(embeddedDbDir(env({ NODE_ENV: "development" }))).toBe(path.join(process.cwd(), ".data", "dev"));
  expect(embeddedDbDir(env({ NODE_ENV: "production" }))).toBe(path.join(process.cwd(), ".data", "app"));
  expect(embeddedDbDir(env({ NODE_ENV: "test" }))).toBe(path.join(process.cwd(), ".data", "test"));
});

test("EMBEDDED_DB_DIR wins", () => {
  expect(embeddedDbDir(env({ EMBEDDED_DB_DIR: "/srv/wellness/db" }))).toBe("/srv/wellness/db");
});
