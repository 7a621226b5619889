import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { resolveSecretsKey } from "@/lib/crypto/secrets-key";

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "secrets-key-"));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("uses SECRETS_KEY when it is set", () => {
  const key = randomBytes(32);
  const resolved = resolveSecretsKey({
    secretsKey: key.toString("base64"),
    isDeployedProduction: true,
    keyFilePath: path.join(dir, "unused.key"),
  });
  expect(resolved.equals(key)).toBe(true);
});

test("rejects a SECRETS_KEY that is not 32 bytes of base64", () => {
  for (const secretsKey of [randomBytes(16).toString("base64"), "not base64 at all!", "short"]) {
    expect(() =>
      resolveSecretsKey({ secretsKey, isDeployedProduction: false, keyFilePath: path.join(dir, "k") }),
    ).toThrow(/SECRETS_KEY must be a 32-byte key in base64/);
  }
});

test("in a deployed production without SECRETS_KEY, throws a clear error and writes no key file", () => {
  const keyFilePath = path.join(dir, "secrets.key");
  expect(() => resolveSecretsKey({ secretsKey: undefined, isDeployedProduction: true, keyFilePath })).toThrow(
    /SECRETS_KEY is not set/,
  );
  expect(() => statSync(keyFilePath)).toThrow();
});

test("elsewhere creates .data/secrets.key on first use (mode 0600) and reuses it", () => {
  const keyFilePath = path.join(dir, ".data", "secrets.key");
  const first = resolveSecretsKey({ secretsKey: undefined, isDeployedProduction: false, keyFilePath });
  expect(first).toHaveLength(32);
  expect(statSync(keyFilePath).mode & 0o777).toBe(0o600);
  expect(Buffer.from(readFileSync(keyFilePath, "utf8").trim(), "base64").equals(first)).toBe(true);

  const second = resolveSecretsKey({ secretsKey: undefined, isDeployedProduction: false, keyFilePath });
  expect(second.equals(first)).toBe(true);
});

test("refuses a damaged key file instead of replacing it", () => {
  const keyFilePath = path.join(dir, "secrets.key");
  writeFileSync(keyFilePath, "too short\n");
  expect(() => resolveSecretsKey({ secretsKey: undefined, isDeployedProduction: false, keyFilePath })).toThrow(
    /must be a 32-byte key/,
  );
  expect(readFileSync(keyFilePath, "utf8")).toBe("too short\n");
});
